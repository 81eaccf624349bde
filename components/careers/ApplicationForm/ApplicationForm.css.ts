import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const form = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({ fontSize: vars.fontSize.xl });

export const field = style({
  display: 'grid',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
});

export const input = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  width: '100%',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const sent = style([form, { borderColor: vars.color.success }]);
