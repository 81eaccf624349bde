import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { stretchedLink } from '../../ui/styles/controls.css';
import { fluid, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const card = style([
  stack({ align: 'start' }),
  surface({ shadow: 'sm', clip: true }),
  { position: 'relative', selectors: { '&:hover': { boxShadow: vars.shadow.md } } },
]);

export const cover = fluid;

export const body = style([stack({ gap: '2' }), { padding: vars.space['5'] }]);

export const meta = style([textStyle({ size: 'sm', tone: 'muted' })]);

// The title link covers the whole card.
export const link = style([
  stretchedLink,
  { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
]);
