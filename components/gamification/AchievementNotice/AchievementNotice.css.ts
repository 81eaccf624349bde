import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const notice = style({
  position: 'fixed',
  left: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: vars.zIndex.overlay,
  maxWidth: 'min(360px, calc(100vw - 2rem))',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': {
    // On a phone it spans the width: it floats above the "Ask us" and back-to-top buttons.
    'screen and (max-width: 767px)': {
      bottom: `calc(${vars.space['5']} + 2 * (48px + ${vars.space['3']}))`,
    },
  },
});

export const icon = style({ display: 'grid', color: vars.color.accent, lineHeight: 1 });

export const body = style({ display: 'grid', gap: vars.space['1'], flex: 1 });

export const announcement = style({ display: 'grid', gap: vars.space['1'] });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dismiss = style({
  font: 'inherit',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  minWidth: '44px',
  minHeight: '44px',
  margin: `-${vars.space['3']} -${vars.space['3']} 0 0`,
  background: 'transparent',
  color: vars.color.text,
  border: 'none',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` },
  },
});

export const viewAll = style({
  justifySelf: 'start',
  minHeight: '44px',
  padding: 0,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  background: 'transparent',
  border: 'none',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
