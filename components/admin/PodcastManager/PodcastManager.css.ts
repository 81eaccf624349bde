import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, stack } from '../../ui/styles/layout.css';
import { pill } from '../../ui/styles/surface.css';

export const links = style([cluster({ gap: '4' })]);

export const state = style([
  pill({ tone: 'outline', size: 'sm' }),
  {
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-state="published"]': { color: vars.color.success, borderColor: vars.color.success },
      '&[data-state="changed"]': { color: vars.color.accent, borderColor: vars.color.accent },
    },
  },
]);

export const upload = style([stack({ gap: '2', justify: 'start' }), { minWidth: '14rem' }]);
