import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const drawer = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  margin: 0,
  width: 'min(20rem, 86vw)',
  height: '100dvh',
  maxHeight: '100dvh',
  padding: vars.space['4'],
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  selectors: {
    '&[open]': { animation: `${slideIn} ${vars.motion.base} ${vars.motion.easing}` },
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBlockEnd: vars.space['4'],
});

export const title = style({ fontSize: vars.fontSize.lg });

export const section = style({
  paddingBlock: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});
