import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { accentFill, focusRing, iconButton, visuallyHidden } from '../../ui/styles/controls.css';
import { spread, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const panel = style([
  surface({ shadow: 'md', ink: true, clip: true }),
  {
    position: 'fixed',
    insetInlineEnd: vars.space['4'],
    insetBlockEnd: `calc(48px + ${vars.space['5']} + ${vars.space['3']})`,
    zIndex: vars.zIndex.overlay,
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    width: `min(24rem, calc(100vw - 2 * ${vars.space['4']}))`,
    height: 'min(32rem, 70vh)',
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

export const header = style([
  spread,
  {
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  },
]);

export const title = style([textStyle({ size: 'lg', flush: true })]);

export const close = style([
  iconButton({ display: 'block', border: 'none', ghost: true }),
  focusRing.near,
]);

export const log = style([
  stack({ gap: '3', align: 'start' }),
  { padding: vars.space['4'], overflowY: 'auto' },
]);

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
export const speaker = visuallyHidden;

export const links = style([
  stack({ gap: '1' }),
  { margin: `${vars.space['2']} 0 0`, paddingInlineStart: vars.space['4'] },
]);

export const form = style([
  stack({ gap: '2' }),
  {
    gridTemplateColumns: '1fr auto',
    padding: vars.space['3'],
    borderBlockStart: `1px solid ${vars.color.border}`,
  },
]);

export const label = style([textStyle({ size: 'sm', weight: 'medium' }), { gridColumn: '1 / -1' }]);

export const input = style([
  focusRing.near,
  {
    font: 'inherit',
    minHeight: '44px',
    padding: `0 ${vars.space['3']}`,
    color: vars.color.text,
    background: vars.color.background,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
]);

export const send = style([
  accentFill,
  focusRing.standard,
  textStyle({ weight: 'medium' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: '44px',
    paddingInline: vars.space['4'],
    border: 'none',
    borderRadius: vars.radius.md,
    font: 'inherit',
    selectors: {
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
      '&:hover:not(:disabled)': { background: vars.color.accentHover },
    },
  },
]);
