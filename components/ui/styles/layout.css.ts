// Layout primitives the component styles compose (`style([stack({ gap: '4' }), { ... }])`).
// A primitive never sets a property its composer sets too, so the order of the CSS files is moot.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';
import { spaceScale } from './scale';

export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A grid column with even gaps. */
export const stack = recipe({
  base: { display: 'grid' },
  variants: {
    gap: spaceScale('gap'),
    align: { start: { alignContent: 'start' } },
    justify: { start: { justifyItems: 'start' }, center: { justifyItems: 'center' } },
  },
});

/** A wrapping row. */
export const cluster = recipe({
  base: { display: 'flex', flexWrap: 'wrap' },
  variants: {
    gap: spaceScale('gap'),
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'end' },
    },
  },
});

/** A row with its ends pushed apart: a title and its close button. */
export const spread = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** The page column: full width up to the layout's maximum, centred, with the gutter inside. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

/** Images and video that fill their box's width. */
export const fluid = style({ width: '100%', height: 'auto' });

/** Takes the free height of a column and centres what it holds: loading and error screens. */
export const centreFill = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['8'],
});
