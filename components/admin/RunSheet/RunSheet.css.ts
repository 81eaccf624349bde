import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, listReset, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';

export const sheet = style([stack({ gap: '4' })]);

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const totals = style([cluster({ gap: '6' }), { margin: 0 }]);

export const sessions = style([listReset, stack({ gap: '3' })]);

export const session = style([
  stack({ gap: '2' }),
  surface({ tone: 'plain', pad: '4' }),
  {
    selectors: {
      '&[data-status="no_show"]': { opacity: 0.75 },
      '&[data-checked-in]': {
        borderInlineStartWidth: '4px',
        borderInlineStartColor: vars.color.success,
      },
    },
  },
]);

export const title = style([cluster({ gap: '2', align: 'center' }), { margin: 0 }]);

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const actions = style([cluster({ gap: '2', align: 'center' })]);

export const bar = style({
  display: 'block',
  height: '0.5rem',
  minWidth: '6rem',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({ display: 'block', height: '100%', background: vars.color.accent });
