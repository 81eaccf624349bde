// Card and panel surfaces: background, border, corner and shadow from the theme.
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';
import { spaceScale } from './scale';

export const surface = recipe({
  variants: {
    tone: {
      plain: {},
      sunken: { background: vars.color.surface },
      raised: { background: vars.color.surfaceRaised },
    },
    border: {
      none: {},
      solid: { border: `1px solid ${vars.color.border}` },
      dashed: { border: `1px dashed ${vars.color.border}` },
    },
    radius: { md: { borderRadius: vars.radius.md }, lg: { borderRadius: vars.radius.lg } },
    shadow: {
      none: {},
      sm: { boxShadow: vars.shadow.sm },
      md: { boxShadow: vars.shadow.md },
      lg: { boxShadow: vars.shadow.lg },
    },
    /** Floating panels set the text colour too, as they sit over other content. */
    ink: { true: { color: vars.color.text } },
    clip: { true: { overflow: 'hidden' } },
    pad: spaceScale('padding'),
  },
  defaultVariants: { tone: 'raised', border: 'solid', radius: 'lg', shadow: 'none' },
});

/** Small rounded labels: tags, features, captions over photos. */
export const pill = recipe({
  base: { borderRadius: vars.radius.full },
  variants: {
    tone: {
      outline: { border: `1px solid ${vars.color.border}` },
      sunken: { background: vars.color.surface },
      accent: { border: `1px solid ${vars.color.accent}`, color: vars.color.accent },
      overlay: { background: vars.color.overlay, color: '#ffffff' },
    },
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
    },
    pad: {
      tight: { padding: `${vars.space['1']} ${vars.space['2']}` },
      normal: { padding: `${vars.space['1']} ${vars.space['3']}` },
      wide: { padding: `${vars.space['2']} ${vars.space['4']}` },
    },
  },
  defaultVariants: { pad: 'normal' },
});
