import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const section = styleVariants({
  plain: { background: vars.color.background },
  tinted: { background: vars.color.surface },
});

export const inner = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.layout.gutter}`,
  display: 'grid',
  gap: vars.space['8'],
});

export const header = style({ display: 'grid', gap: vars.space['3'], maxWidth: '70ch' });

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const heading = style({ fontSize: vars.fontSize['3xl'] });

export const intro = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

/** Cards that wrap from one column at 375 px to as many as fit. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({ fontSize: vars.fontSize.xl });

export const muted = style({ color: vars.color.textMuted });

export const textLink = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});
