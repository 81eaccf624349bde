import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const banner = style({
  position: 'fixed',
  left: vars.space['4'],
  right: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: vars.zIndex.overlay,
  maxWidth: '40rem',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['3'],
  alignItems: 'start',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const link = style({ color: vars.color.text, textDecoration: 'underline' });

export const actions = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` },
  },
});
