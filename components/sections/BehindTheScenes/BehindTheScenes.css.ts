import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const videos = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const video = style({ margin: 0, display: 'grid', gap: vars.space['3'] });

export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const media = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const processing = style({
  position: 'absolute',
  insetInline: vars.space['4'],
  bottom: vars.space['4'],
  width: 'fit-content',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
});

export const caption = style({ display: 'grid', gap: vars.space['1'] });

export const description = style({ color: vars.color.textMuted });

export const icon = style({ color: vars.color.accent });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = style({
  background: vars.color.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

export const skeletonLine = style({
  display: 'block',
  height: '1rem',
  borderRadius: vars.radius.sm,
  width: '40%',
});
