import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const exit = style({
  position: 'fixed',
  left: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
