import { globalStyle, style } from '@vanilla-extract/css';
// Relative paths: vanilla-extract compiles this file outside the '@' alias in Storybook.
import { experiments } from '../../../lib/experiments/definitions';
import { variantAttribute } from '../../../lib/experiments/inline-scripts';
import { vars } from '../../theme/theme.css';
import { cluster, container, fluid, listReset, stack } from '../../ui/styles/layout.css';
import { pill } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const hero = style({
  background: `radial-gradient(120% 80% at 0% 0%, ${vars.color.surface} 0%, ${vars.color.background} 60%)`,
});

export const inner = style([
  container,
  stack({ gap: '10' }),
  {
    paddingBlock: `${vars.space['12']} ${vars.space['16']}`,
    alignItems: 'center',
    '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1.3fr 1fr' } },
  },
]);

export const text = style([stack({ gap: '5', justify: 'start' })]);

// Lays its children out as the text column's own, so the column's gap applies between them.
export const variantWords = style({ display: 'contents' });

// A hero chosen by the visitor holds every variant's words; the head script has set the visitor's
// variant on <html> before first paint, and only those words show (the control when it set none).
const chosen = (name: string) => `html[${variantAttribute('heroSection')}="${name}"]`;
for (const { name } of experiments.heroSection.variants) {
  if (name === 'control') continue;
  globalStyle(`html:not(${chosen(name)}) ${hero}[data-by-visitor] [data-hero-variant="${name}"]`, {
    display: 'none',
  });
  globalStyle(`${chosen(name)} ${hero}[data-by-visitor] [data-hero-variant="control"]`, {
    display: 'none',
  });
}

export const badge = style([
  pill({ tone: 'accent', size: 'xs' }),
  textStyle({ weight: 'bold' }),
  { letterSpacing: '0.08em' },
]);

export const headline = style([textStyle({ size: '4xl' }), { maxWidth: '18ch' }]);

export const copy = style([textStyle({ size: 'lg', tone: 'muted' }), { maxWidth: '55ch' }]);

export const actions = style([cluster({ gap: '3' })]);

// Each figure spans two rows of the list's grid (subgrid): every value on the first, every label on
// the second, so a label or value that wraps moves none of the others.
export const stats = style([
  stack({ gap: '4' }),
  { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', margin: 0, width: '100%', maxWidth: '36rem' },
]);

export const stat = style({
  display: 'grid',
  gridRow: 'span 2',
  gridTemplateRows: 'subgrid',
  // Between a figure's value and its label; the list's own gap stays between lines of figures.
  rowGap: vars.space['1'],
});

export const statValue = style([
  textStyle({ weight: 'bold', tone: 'text', flush: true }),
  {
    gridRow: 1,
    alignSelf: 'end',
    fontSize: 'clamp(1.125rem, 0.8rem + 1.6vw, 1.75rem)',
    overflowWrap: 'anywhere',
  },
]);

export const statLabel = style([textStyle({ size: 'sm', tone: 'muted' }), { gridRow: 2 }]);

export const photos = style([
  listReset,
  stack({ gap: '4' }),
  { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
]);

export const photo = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.md,
  selectors: { '&:nth-child(2)': { marginTop: vars.space['10'] } },
});

export const photoImage = fluid;

export const caption = style([
  pill({ tone: 'overlay', size: 'xs' }),
  {
    position: 'absolute',
    insetInline: vars.space['3'],
    bottom: vars.space['3'],
    justifySelf: 'start',
    width: 'fit-content',
  },
]);
