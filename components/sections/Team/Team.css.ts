import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const member = style({
  display: 'grid',
  alignContent: 'start',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});

export const portrait = style({ width: '100%', height: 'auto' });

export const memberText = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['5'],
});

export const role = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accent });

export const credentials = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tag = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
});

export const proof = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1.2fr 1fr' } },
});

export const event = style({
  margin: 0,
  display: 'grid',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const eventImage = style({ width: '100%', height: 'auto' });

export const eventText = style({ display: 'grid', gap: vars.space['2'], padding: vars.space['5'] });

export const quoteColumn = style({ display: 'grid', gap: vars.space['5'], justifyItems: 'start' });

export const quote = style({ margin: 0, display: 'grid', gap: vars.space['3'] });

export const quoteText = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontStyle: 'italic',
  lineHeight: vars.lineHeight.normal,
});

export const reviews = style({ fontSize: vars.fontSize.md });

export const stars = style({ color: vars.color.accent, letterSpacing: '0.1em' });
