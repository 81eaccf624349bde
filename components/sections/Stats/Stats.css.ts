import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

const base = style([
  stack({ gap: '6' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))', margin: 0 },
]);

export const list = styleVariants({
  plain: [base],
  band: [base, surface({ pad: '8' }), { textAlign: 'center' }],
});

export const item = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
});

export const value = style([
  textStyle({ size: '3xl', weight: 'bold', tone: 'accent', flush: true }),
]);

export const label = style([textStyle({ size: 'sm', tone: 'muted' })]);
