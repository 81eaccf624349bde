import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const player = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
});

export const video = style({
  width: '100%',
  aspectRatio: '16 / 9',
  background: '#000',
  borderRadius: vars.radius.lg,
  display: 'block',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  bottom: 'auto',
  aspectRatio: '16 / 9',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  color: '#fff',
  background: 'rgba(0, 0, 0, 0.55)',
  borderRadius: vars.radius.lg,
  pointerEvents: 'none',
});

export const caption = style({
  display: 'grid',
  gap: vars.space['1'],
  color: vars.color.textMuted,
});

export const fallback = style({
  aspectRatio: '16 / 9',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const fallbackTitle = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const fallbackText = style({ color: vars.color.textMuted });

export const fallbackStatus = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
});
