import { globalStyle, style } from '@vanilla-extract/css';
// A relative path: vanilla-extract compiles this file outside the '@' alias in Storybook.
import { variantAttribute } from '../../../lib/experiments/inline-scripts';
import { vars } from '../../theme/theme.css';
import { cardGrid } from '../SectionLayout/SectionLayout.css';

// Spec §9 testimonialDisplay: `featured_grid` (the default, also without a variant) puts the first
// quote across the whole row; `carousel` shows one quote at a time with previous and next buttons.
// The variant is an attribute on <html> set before paint, so both come from the same markup.
const carousel = `html[${variantAttribute('testimonialDisplay')}="carousel"]`;

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['3'] });

export const stars = style({ color: vars.color.accent, letterSpacing: '0.1em' });

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const list = style([cardGrid]);

globalStyle(`${list} > li:first-child`, { gridColumn: '1 / -1' });
globalStyle(`${list} > li:first-child ${quote}`, { fontSize: vars.fontSize.xl });

globalStyle(`${carousel} ${list}`, {
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
});
globalStyle(`${carousel} ${list} > li`, { flex: '0 0 100%', scrollSnapAlign: 'start' });
globalStyle(`${carousel} ${list} > li:first-child ${quote}`, { fontSize: vars.fontSize.lg });

export const controls = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  marginBlockStart: vars.space['4'],
});
globalStyle(`${carousel} ${controls}`, { display: 'flex' });
