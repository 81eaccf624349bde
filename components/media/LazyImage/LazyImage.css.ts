import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

// The tiny preview, blurred; the real image covers it once loaded.
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  filter: 'blur(12px)',
  transform: 'scale(1.1)',
});

export const image = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
});

export const unavailable = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '8rem',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
