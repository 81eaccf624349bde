import { globalStyle } from '@vanilla-extract/css';
import { floatingClearance } from '../ui/styles/floating.css';
import { visuallyHiddenRule } from '../ui/styles/rules';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space['4']})`,
  // A control focused from the keyboard is scrolled clear of the floating buttons bottom right.
  scrollPaddingBottom: floatingClearance,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

globalStyle('html', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

globalStyle('p', { margin: 0 });

globalStyle('a', { color: 'inherit' });

globalStyle('img, video, svg', { display: 'block', maxWidth: '100%' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('[data-visually-hidden]', visuallyHiddenRule);

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
