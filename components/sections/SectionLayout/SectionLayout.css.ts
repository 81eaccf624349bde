import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { container, listReset, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { eyebrow as eyebrowText, textStyle } from '../../ui/styles/text.css';

export const section = styleVariants({
  plain: { background: vars.color.background },
  tinted: { background: vars.color.surface },
});

export const inner = style([container, stack({ gap: '8' }), { paddingBlock: vars.space['16'] }]);

export const header = style([stack({ gap: '3' }), { maxWidth: '70ch' }]);

export const eyebrow = style([eyebrowText, { fontSize: vars.fontSize.sm }]);

export const heading = style([textStyle({ size: '3xl' })]);

export const intro = style([textStyle({ size: 'lg', tone: 'muted' })]);

/** Cards that wrap from one column at 375 px to as many as fit. */
export const cardGrid = style([
  listReset,
  stack({ gap: '6' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' },
]);

export const card = style([
  stack({ gap: '3', align: 'start' }),
  surface({ shadow: 'sm', pad: '6' }),
]);

export const cardTitle = style([textStyle({ size: 'xl' })]);

export const muted = style([textStyle({ tone: 'muted' })]);

export const textLink = style([
  textStyle({ weight: 'bold', tone: 'accent' }),
  { textUnderlineOffset: '0.2em', selectors: { '&:hover': { color: vars.color.accentHover } } },
]);
