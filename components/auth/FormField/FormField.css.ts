import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, margin: 0 });

export const input = style({
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const alert = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  background: vars.color.background,
  fontSize: vars.fontSize.sm,
});

export const notice = style([alert, { borderColor: vars.color.success }]);
