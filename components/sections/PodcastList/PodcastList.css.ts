import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, fluid, listReset, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { eyebrow, textStyle } from '../../ui/styles/text.css';

export const card = style([
  stack({ align: 'start' }),
  surface({ shadow: 'sm', clip: true }),
  // A shared link to the card lands below the fixed header.
  { scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space['4']})` },
]);

export const cover = fluid;

export const body = style([stack({ gap: '2' }), { padding: vars.space['5'] }]);

export const category = style([eyebrow, { fontSize: vars.fontSize.xs }]);

export const awards = style([listReset, stack({ gap: '1' })]);

export const award = style([
  textStyle({ size: 'sm', weight: 'medium' }),
  { display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] },
]);

export const awardIcon = style({ flexShrink: 0, marginTop: '0.1em', color: vars.color.accent });

export const share = style([
  cluster({ gap: '3', align: 'center' }),
  { marginTop: vars.space['2'] },
]);

export const shareStatus = style([
  textStyle({ size: 'sm', weight: 'medium', tone: 'muted' }),
  { overflowWrap: 'anywhere' },
]);

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent,
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.accent },
});
