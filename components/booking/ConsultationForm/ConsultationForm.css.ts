import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const form = style({ display: 'grid', gap: vars.space['4'], maxWidth: '40rem' });

export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});
