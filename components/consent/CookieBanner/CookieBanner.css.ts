import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing, iconButton } from '../../ui/styles/controls.css';
import { stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const banner = style([
  stack({ gap: '4' }),
  surface({ shadow: 'lg', ink: true, pad: '5' }),
  {
    position: 'fixed',
    left: vars.space['4'],
    right: vars.space['4'],
    bottom: vars.space['4'],
    zIndex: vars.zIndex.overlay,
    maxWidth: '40rem',
    maxHeight: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    marginInline: 'auto',
  },
]);

export const top = style([
  stack({ gap: '3' }),
  { gridTemplateColumns: '1fr auto', alignItems: 'start' },
]);

export const heading = style([textStyle({ size: 'lg', flush: true })]);

export const text = style([textStyle({ size: 'sm', tone: 'muted', flush: true })]);

export const link = style([textStyle({ tone: 'text' }), { textDecoration: 'underline' }]);

export const actions = style([
  stack({ gap: '2' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))' },
]);

export const close = style([
  iconButton({ display: 'inline', border: 'none', ghost: true }),
  focusRing.flush,
]);
