import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const panel = style([stack({ gap: '4' })]);

export const categories = style([stack({ gap: '3' }), { border: 'none', margin: 0, padding: 0 }]);

export const legend = style([textStyle({ weight: 'bold' }), { marginBottom: vars.space['2'] }]);

export const category = style([
  stack({ gap: '3' }),
  surface({ tone: 'plain', radius: 'md', pad: '3' }),
  { gridTemplateColumns: '1fr auto', alignItems: 'center' },
]);

export const name = style([textStyle({ weight: 'medium' })]);

export const hint = style([textStyle({ size: 'sm', tone: 'muted' }), { display: 'block' }]);

export const toggle = style({
  width: '24px',
  height: '24px',
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const actions = style([
  stack({ gap: '2' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))' },
]);
