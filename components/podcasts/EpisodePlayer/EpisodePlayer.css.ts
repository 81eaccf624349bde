import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const player = style({
  display: 'block',
  width: '100%',
  maxWidth: '40rem',
  minHeight: '2.75rem',
  borderRadius: vars.radius.md,
});
