import { style } from '@vanilla-extract/css';
import { cluster, listReset, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const list = style([listReset, stack({ gap: '4' })]);

export const job = style([
  cluster({ gap: '4', align: 'center' }),
  surface({ pad: '6' }),
  { justifyContent: 'space-between' },
]);

export const text = style([stack({ gap: '2' }), { maxWidth: '60ch' }]);

export const meta = style([textStyle({ size: 'sm', weight: 'medium', tone: 'accent' })]);
