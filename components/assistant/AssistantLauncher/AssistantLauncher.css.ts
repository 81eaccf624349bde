import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// Bottom right (the achievement notice is bottom left); back-to-top sits above it.
export const launcher = style({
  position: 'fixed',
  insetInlineEnd: vars.space['5'],
  insetBlockEnd: vars.space['5'],
  zIndex: vars.zIndex.header,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '48px',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  border: 'none',
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.md,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
