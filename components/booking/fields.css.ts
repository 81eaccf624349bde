import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// Form controls shared by the booking components.
export const field = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const textarea = style([control, { minHeight: '6rem', resize: 'vertical' }]);

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
});

export const legend = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  padding: 0,
  marginBottom: vars.space['3'],
});
