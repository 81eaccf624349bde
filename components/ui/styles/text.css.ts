// Text treatments shared across sections.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

const sizes = Object.fromEntries(
  Object.entries(vars.fontSize).map(([size, value]) => [size, { fontSize: value }]),
) as Record<keyof typeof vars.fontSize, { fontSize: string }>;

export const textStyle = recipe({
  variants: {
    size: sizes,
    tone: {
      text: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      accent: { color: vars.color.accent },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    weight: {
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    flush: { true: { margin: 0 } },
  },
});

/** The small capitals above a heading. */
export const eyebrow = style({
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});
