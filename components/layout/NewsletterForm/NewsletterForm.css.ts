import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const form = style({ display: 'grid', gap: vars.space['2'] });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const row = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });

export const input = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const message = style({ fontSize: vars.fontSize.sm, minHeight: '1.5em' });
export const error = style([message, { color: vars.color.danger }]);
export const success = style([message, { color: vars.color.success }]);
