import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { noticeSlot, noticeWidth } from '../NoticeQueue/NoticeQueue.css';
import { bareButton } from '../styles/controls.css';
import { listReset, stack } from '../styles/layout.css';
import { textStyle } from '../styles/text.css';

// In the one notice slot (bottom left beside the floating buttons; on a phone the top edge).
export const region = style([
  noticeSlot,
  {
    vars: { [noticeWidth]: '26rem' },
    width: '100%',
    outline: 'none',
    pointerEvents: 'none',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
    },
  },
]);

export const list = style([listReset, stack({ gap: '2' })]);

const base = style([
  stack({ gap: '2' }),
  {
    pointerEvents: 'auto',
    position: 'relative',
    gridTemplateColumns: '1fr auto',
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    touchAction: 'pan-y',
    // A drag must swipe, never select text: a second drag on selected text would start a native
    // drag-and-drop and cancel the pointer stream.
    userSelect: 'none',
    transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const toast = styleVariants({
  default: [base, { background: vars.color.surfaceRaised, color: vars.color.text }],
  destructive: [
    base,
    { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger },
  ],
});

export const title = style([textStyle({ size: 'md', weight: 'bold', flush: true })]);

export const description = style([
  textStyle({ size: 'sm' }),
  { margin: `${vars.space['1']} 0 0`, overflowWrap: 'anywhere' },
]);

export const close = style([
  bareButton,
  {
    alignSelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: vars.radius.full,
    color: 'inherit',
    selectors: { '&:focus-visible': { outline: `2px solid currentColor`, outlineOffset: '2px' } },
  },
]);
