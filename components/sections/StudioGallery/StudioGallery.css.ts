import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { fluid, listReset, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const grid = style([
  listReset,
  stack({ gap: '5' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))' },
]);

export const item = style({ display: 'grid' });

export const card = style([
  surface({ tone: 'sunken', border: 'none', shadow: 'md', clip: true }),
  {
    position: 'relative',
    display: 'block',
    width: '100%',
    padding: 0,
    border: 'none',
    cursor: 'zoom-in',
    font: 'inherit',
  },
]);

export const overlay = style({
  position: 'absolute',
  inset: 'auto 0 0 0',
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['5'],
  textAlign: 'start',
  color: '#ffffff',
  background: 'linear-gradient(to top, rgba(0, 0, 0, 0.85), rgba(0, 0, 0, 0.55) 70%, transparent)',
  transition: `opacity ${vars.motion.base} ${vars.motion.easing}, transform ${vars.motion.base} ${vars.motion.easing}`,
  '@media': {
    // Pointer devices reveal the details on hover or focus; touch screens always show them.
    '(hover: hover)': {
      opacity: 0,
      transform: 'translateY(0.5rem)',
      selectors: {
        [`${card}:hover &, ${card}:focus-visible &`]: { opacity: 1, transform: 'none' },
      },
    },
  },
});

export const image = fluid;

export const title = style([textStyle({ size: 'xl', weight: 'bold' })]);

export const description = style({ fontSize: vars.fontSize.sm });

export const lightboxImage = fluid;
