import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing, iconButton as roundButton } from '../../ui/styles/controls.css';
import { cluster, listReset, spread, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const panel = style([stack({ gap: '5' })]);

export const summary = style([
  stack({ gap: '3' }),
  { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', margin: 0 },
]);

export const figure = style([
  stack({ gap: '1' }),
  surface({ tone: 'sunken', radius: 'md', pad: '3' }),
  { textAlign: 'center' },
]);

export const figureLabel = style([textStyle({ size: 'sm', tone: 'muted' })]);

export const figureValue = style([textStyle({ size: 'xl', weight: 'bold', flush: true })]);

export const progress = style([stack({ gap: '2' })]);

export const progressLabel = style([textStyle({ weight: 'medium' })]);

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

export const progressText = style([textStyle({ tone: 'muted', flush: true })]);

export const list = style([listReset, stack({ gap: '3' })]);

const itemBase = style([
  stack({ gap: '3' }),
  {
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'start',
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
  },
]);

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

export const itemBody = style([stack({ gap: '1' }), { minWidth: 0 }]);

export const itemTitle = style([textStyle({ size: 'md', flush: true })]);

export const itemDescription = style([textStyle({ size: 'sm', tone: 'muted', flush: true })]);

export const itemMeta = style([
  textStyle({ size: 'sm', weight: 'medium', flush: true }),
  cluster({ align: 'center' }),
  { gap: `${vars.space['1']} ${vars.space['4']}` },
]);

const statusBase = style([
  textStyle({ weight: 'bold' }),
  { display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] },
]);

export const status = styleVariants({
  unlocked: [statusBase, { color: vars.color.success }],
  locked: [statusBase, { color: vars.color.textMuted }],
});

// The round icon buttons (the header's trophy, the dialog's close), sized like the theme toggle.
export const iconButton = style([
  roundButton({ display: 'inline', border: 'outline', ghost: true }),
  focusRing.standard,
  { flexShrink: 0 },
]);

export const dialog = style([
  surface({ shadow: 'lg', ink: true }),
  {
    width: 'min(100vw - 2rem, 40rem)',
    maxHeight: 'calc(100dvh - 2rem)',
    padding: 0,
    overflow: 'auto',
    overscrollBehavior: 'contain',
    selectors: { '&::backdrop': { background: vars.color.overlay } },
  },
]);

export const dialogInner = style([stack({ gap: '4' }), { padding: vars.space['5'] }]);

export const dialogHeader = style([spread, { gap: vars.space['3'] }]);

export const dialogTitle = style([
  textStyle({ size: 'xl', flush: true }),
  { display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] },
]);
