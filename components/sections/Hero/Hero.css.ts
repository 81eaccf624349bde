import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const hero = style({
  background: `radial-gradient(120% 80% at 0% 0%, ${vars.color.surface} 0%, ${vars.color.background} 60%)`,
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.layout.gutter} ${vars.space['16']}`,
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1.3fr 1fr' } },
});

export const text = style({ display: 'grid', gap: vars.space['5'], justifyItems: 'start' });

export const badge = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
});

export const headline = style({ fontSize: vars.fontSize['4xl'], maxWidth: '18ch' });

export const copy = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '55ch',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  width: '100%',
  maxWidth: '36rem',
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
});

export const statValue = style({
  margin: 0,
  fontSize: 'clamp(1.125rem, 0.8rem + 1.6vw, 1.75rem)',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
});

export const photo = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.md,
  selectors: { '&:nth-child(2)': { marginTop: vars.space['10'] } },
});

export const photoImage = style({ width: '100%', height: 'auto' });

export const caption = style({
  position: 'absolute',
  insetInline: vars.space['3'],
  bottom: vars.space['3'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  justifySelf: 'start',
  width: 'fit-content',
});
