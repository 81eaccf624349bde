import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';

export const section = style([stack({ gap: '3' }), { marginBlockStart: vars.space['6'] }]);

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const list = style([stack({ gap: '3' }), { listStyle: 'none', margin: 0, padding: 0 }]);

export const place = style([
  surface({ radius: 'md' }),
  stack({ gap: '2', justify: 'start' }),
  { padding: vars.space['4'] },
]);

export const line = style({ margin: 0 });
