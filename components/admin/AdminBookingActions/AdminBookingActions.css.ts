import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
