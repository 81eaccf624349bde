import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({
  position: 'fixed',
  insetInlineEnd: vars.space['4'],
  insetBlockEnd: `calc(48px + ${vars.space['5']} + ${vars.space['3']})`,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  width: `min(24rem, calc(100vw - 2 * ${vars.space['4']}))`,
  height: 'min(32rem, 70vh)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const log = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  overflowY: 'auto',
});

const bubble = {
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

export const assistant = style({
  ...bubble,
  background: vars.color.surface,
  justifySelf: 'start',
  selectors: { '&[data-failed="true"]': { color: vars.color.danger } },
});

export const visitor = style({
  ...bubble,
  background: vars.color.accent,
  color: vars.color.onAccent,
  justifySelf: 'end',
});

// Screen readers hear who speaks; on screen the bubbles' sides say it.
export const speaker = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const links = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: `${vars.space['2']} 0 0`,
  paddingInlineStart: vars.space['4'],
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const label = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const input = style({
  font: 'inherit',
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const send = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  paddingInline: vars.space['4'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&:hover:not(:disabled)': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
