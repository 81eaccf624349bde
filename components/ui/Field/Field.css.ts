// The labelled field of the visitor forms (job application, get started, social media generator).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

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

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
