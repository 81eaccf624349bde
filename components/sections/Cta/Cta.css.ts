import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const band = style({ padding: `${vars.space['12']} ${vars.layout.gutter}` });

export const inner = style([
  cluster({ gap: '6', align: 'center' }),
  surface({ tone: 'sunken', pad: '10' }),
  { maxWidth: vars.layout.maxWidth, margin: '0 auto', justifyContent: 'space-between' },
]);

export const text = style([stack({ gap: '2' }), { maxWidth: '60ch' }]);

export const heading = style([textStyle({ size: '2xl' })]);

export const body = style([textStyle({ tone: 'muted' })]);

export const actions = style([cluster({ gap: '3' })]);
