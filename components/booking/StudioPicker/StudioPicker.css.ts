import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, fluid, stack } from '../../ui/styles/layout.css';
import { pill, surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

// On a phone the cards turn into rows with a thumbnail, so five studios fit in a few swipes.
const narrow = 'screen and (max-width: 599px)';

export const list = style([
  stack({ gap: '4' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' },
]);

export const card = style([
  stack({ align: 'start' }),
  surface({ border: 'none', clip: true }),
  {
    position: 'relative',
    border: `2px solid ${vars.color.border}`,
    cursor: 'pointer',
    selectors: {
      '&[data-selected="true"]': { borderColor: vars.color.accent, boxShadow: vars.shadow.md },
      '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@media': { [narrow]: { gridTemplateColumns: '6.5rem 1fr' } },
  },
]);

export const radio = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
  width: '1.25rem',
  height: '1.25rem',
  accentColor: vars.color.accent,
});

export const photo = style([fluid, { aspectRatio: '16 / 10', objectFit: 'cover' }]);

export const photoPlaceholder = style({ aspectRatio: '16 / 10', background: vars.color.surface });

export const body = style([
  stack({ gap: '2' }),
  {
    padding: vars.space['4'],
    '@media': { [narrow]: { padding: vars.space['3'], paddingRight: vars.space['8'] } },
  },
]);

export const title = style([textStyle({ size: 'lg', weight: 'bold' })]);

export const price = style([textStyle({ weight: 'medium' })]);

export const capacity = style([textStyle({ size: 'sm' })]);

export const description = style([
  textStyle({ size: 'sm', tone: 'muted' }),
  { '@media': { [narrow]: { display: 'none' } } },
]);

export const features = style([cluster({ gap: '1' })]);

export const feature = style([pill({ tone: 'sunken', size: 'xs', pad: 'tight' })]);
