import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { listReset, stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const shell = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 15rem) 1fr',
  '@media': { 'screen and (max-width: 767.98px)': { gridTemplateColumns: '1fr' } },
});

export const sidebar = style([
  stack({ gap: '4', align: 'start' }),
  {
    padding: vars.space['4'],
    background: vars.color.surface,
    borderInlineEnd: `1px solid ${vars.color.border}`,
  },
]);

export const brand = style([textStyle({ weight: 'bold' }), { textDecoration: 'none' }]);

export const links = style([listReset, stack({ gap: '1' })]);

export const link = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.onAccent },
  },
});

export const main = style([
  stack({ gap: '6', align: 'start' }),
  { padding: `${vars.space['6']} ${vars.layout.gutter}`, minWidth: 0 },
]);

// Each part of a page keeps to the column: a wide table scrolls inside its own region instead of
// widening the page (a grid item is otherwise as wide as its content's narrowest layout).
globalStyle(`${main} > *`, { maxWidth: '100%', minWidth: 0 });

export const topBar = style({ display: 'flex', justifyContent: 'flex-end' });
