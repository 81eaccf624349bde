import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { noticeSlot, noticeWidth, PHONE } from '../../ui/NoticeQueue/NoticeQueue.css';
import { bareButton, focusRing } from '../../ui/styles/controls.css';
import { stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

// In the one notice slot (bottom left; on a phone one line at the top edge, below the header).
export const notice = style([
  surface({ shadow: 'lg', ink: true, pad: '4' }),
  noticeSlot,
  {
    vars: { [noticeWidth]: '360px' },
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    '@media': {
      [PHONE]: {
        alignItems: 'center',
        gap: vars.space['2'],
        paddingBlock: vars.space['1'],
        paddingInline: vars.space['3'],
      },
    },
  },
]);

export const icon = style([textStyle({ tone: 'accent' }), { display: 'grid', lineHeight: 1 }]);

globalStyle(`${icon} svg`, { '@media': { [PHONE]: { width: '20px', height: '20px' } } });

export const body = style([
  stack({ gap: '1' }),
  {
    flex: 1,
    '@media': {
      [PHONE]: { display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 },
    },
  },
]);

export const announcement = style([
  stack({ gap: '1' }),
  { '@media': { [PHONE]: { flex: 1, minWidth: 0 } } },
]);

export const title = style([
  textStyle({ weight: 'bold' }),
  {
    '@media': {
      [PHONE]: {
        fontSize: vars.fontSize.sm,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      },
    },
  },
]);

// "Achievement unlocked:" reads "Unlocked:" on a phone ("Achievement" is kept for screen readers).
export const unlockedWord = style({
  '@media': { [PHONE]: { display: 'inline-block', textTransform: 'capitalize' } },
});

export const detail = style([textStyle({ size: 'sm', tone: 'muted' })]);

export const dismiss = style([
  bareButton,
  textStyle({ size: 'xl', tone: 'text' }),
  focusRing.flush,
  {
    lineHeight: 1,
    minWidth: '44px',
    minHeight: '44px',
    margin: `-${vars.space['3']} -${vars.space['3']} 0 0`,
    borderRadius: vars.radius.full,
    selectors: { '&:hover': { background: vars.color.surface } },
    '@media': { [PHONE]: { margin: `0 -${vars.space['2']} 0 0` } },
  },
]);

export const viewAll = style([
  bareButton,
  textStyle({ size: 'sm', weight: 'bold', tone: 'accent' }),
  focusRing.standard,
  {
    justifySelf: 'start',
    minHeight: '44px',
    padding: 0,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: { '&:hover': { color: vars.color.accentHover } },
    '@media': { [PHONE]: { flexShrink: 0 } },
  },
]);

// Over everything, never in the way of a click.
export const confetti = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
  zIndex: vars.zIndex.toast,
});
