import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  insetBlockStart: '-10rem',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { insetBlockStart: vars.space['2'] } },
});
