import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const unavailable = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
