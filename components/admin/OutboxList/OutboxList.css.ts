import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const body = style({
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  margin: `${vars.space['3']} 0 0`,
});
