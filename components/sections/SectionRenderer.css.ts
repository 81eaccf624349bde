import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const unknown = style({
  maxWidth: vars.layout.maxWidth,
  margin: `${vars.space['6']} auto`,
  padding: vars.space['4'],
  border: `2px dashed ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});
