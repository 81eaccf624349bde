import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const money = style({ display: 'grid', gap: vars.space['3'] });

export const owed = style({ margin: 0 });

export const policy = style({ display: 'grid', gap: vars.space['1'] });

export const documents = style({
  margin: 0,
  paddingLeft: vars.space['4'],
  display: 'grid',
  gap: vars.space['1'],
});
