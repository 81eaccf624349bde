// Pages that show several charts: one column on a phone, two side by side where there is room.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const chartGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});
