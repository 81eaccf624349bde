import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';

export const panel = style([
  surface({ radius: 'md' }),
  stack({ gap: '3' }),
  { padding: vars.space['4'] },
]);

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const grid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});
