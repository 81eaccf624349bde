import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const screen = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  minHeight: '60vh',
  padding: vars.space['8'],
  textAlign: 'center',
});

export const box = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'center',
  maxWidth: '36rem',
});

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const text = style({ color: vars.color.textMuted });
