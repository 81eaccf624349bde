import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.layout.gutter} ${vars.space['12']}`,
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const title = style({ fontSize: vars.fontSize['4xl'], maxWidth: '22ch' });

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});
