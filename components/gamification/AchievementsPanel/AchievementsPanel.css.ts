import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({ display: 'grid', gap: vars.space['5'] });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const figure = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
});

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const progress = style({ display: 'grid', gap: vars.space['2'] });

export const progressLabel = style({ fontWeight: vars.fontWeight.medium });

export const progressBar = style({
  appearance: 'none',
  width: '100%',
  height: '0.75rem',
  // The track's edge has 3:1 contrast, so how far along the bar is reads without colour alone.
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.accent,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surface },
    '&::-webkit-progress-value': { background: vars.color.accent },
    '&::-moz-progress-bar': { background: vars.color.accent },
  },
});

export const progressText = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

const itemBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
});

export const item = styleVariants({
  unlocked: [
    itemBase,
    { background: vars.color.surfaceRaised, border: `2px solid ${vars.color.accent}` },
  ],
  locked: [itemBase, { background: vars.color.surface, border: `2px dashed ${vars.color.border}` }],
});

const badgeBase = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.full,
});

export const badge = styleVariants({
  unlocked: [badgeBase, { background: vars.color.accent, color: vars.color.onAccent }],
  locked: [
    badgeBase,
    {
      background: 'transparent',
      color: vars.color.textMuted,
      border: `2px dashed ${vars.color.textMuted}`,
    },
  ],
});

export const itemBody = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const itemDescription = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const itemMeta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

const statusBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontWeight: vars.fontWeight.bold,
});

export const status = styleVariants({
  unlocked: [statusBase, { color: vars.color.success }],
  locked: [statusBase, { color: vars.color.textMuted }],
});

// The round icon buttons (the header's trophy, the dialog's close), sized like the theme toggle.
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const dialog = style({
  width: 'min(100vw - 2rem, 40rem)',
  maxHeight: 'calc(100dvh - 2rem)',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflow: 'auto',
  overscrollBehavior: 'contain',
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});

export const dialogInner = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
});

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const dialogTitle = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xl,
});
