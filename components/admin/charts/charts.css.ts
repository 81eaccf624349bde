// The charts' look, from the theme's colours only, so light and dark themes both read.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// The drawing scales with its box: readable at 375 px, never wider than its column.
export const drawing = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: '40rem',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const swatch = style({
  display: 'inline-block',
  width: '0.8em',
  height: '0.8em',
  marginInlineEnd: vars.space['1'],
  borderRadius: '2px',
  verticalAlign: 'baseline',
});

export const figures = style({ fontSize: vars.fontSize.sm });

export const summary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.medium });

// The series' colours: the accent for the period in view, the muted text colour for the one
// compared with, the danger colour for what went wrong (cancellations).
export const tones = {
  accent: style({ fill: vars.color.accent, background: vars.color.accent }),
  muted: style({ fill: vars.color.textMuted, background: vars.color.textMuted }),
  danger: style({ fill: vars.color.danger, background: vars.color.danger }),
};
export type Tone = keyof typeof tones;

export const axisLine = style({ stroke: vars.color.border });

export const tickLabel = style({ fill: vars.color.textMuted, fontSize: '12px' });

export const gridLine = style({ stroke: vars.color.border, strokeDasharray: '2 3' });

export const heatCell = style({ fill: vars.color.accent });

export const heatEmpty = style({ fill: vars.color.surface, stroke: vars.color.border });

export const intervalLine = style({ stroke: vars.color.accent, strokeWidth: 3 });

export const estimate = style({ fill: vars.color.text });

export const zeroLine = style({ stroke: vars.color.textMuted, strokeDasharray: '4 3' });

export const label = style({ fill: vars.color.text, fontSize: '12px' });
