// The booking's staff page: its panels in one column on a phone, two side by side from a laptop.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const page = style([stack({ gap: '6' })]);

export const actions = style([cluster({ gap: '4', align: 'center' })]);

export const panels = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
  alignItems: 'start',
});

export const panel = style([
  stack({ gap: '3' }),
  surface({ tone: 'plain', pad: '4' }),
  // A wide table inside scrolls instead of widening the panel.
  { gridTemplateColumns: 'minmax(0, 1fr)' },
]);

export const wide = style({ gridColumn: '1 / -1' });

export const heading = style([textStyle({ size: 'lg' }), { margin: 0 }]);

export const documents = style([
  stack({ gap: '1' }),
  { margin: 0, paddingInlineStart: vars.space['4'] },
]);

export const staffing = style([stack({ gap: '2' })]);

export const staffingForm = style([cluster({ gap: '3', align: 'end' })]);

export const staffingDone = style({ margin: 0 });
