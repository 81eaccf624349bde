import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const groups = style({ display: 'grid', gap: vars.space['10'] });

export const group = style({ display: 'grid', gap: vars.space['4'] });

export const title = style({ fontSize: vars.fontSize.xl });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
});

export const item = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start' });
