import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { bareButton, focusRing } from '../../ui/styles/controls.css';
import { stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const notice = style([
  surface({ shadow: 'lg', ink: true, pad: '4' }),
  {
    position: 'fixed',
    left: vars.space['4'],
    bottom: vars.space['4'],
    zIndex: vars.zIndex.overlay,
    maxWidth: 'min(360px, calc(100vw - 2rem))',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    '@media': {
      // On a phone it spans the width: it floats above the "Ask us" and back-to-top buttons.
      'screen and (max-width: 767px)': {
        bottom: `calc(${vars.space['5']} + 2 * (48px + ${vars.space['3']}))`,
      },
    },
  },
]);

export const icon = style([textStyle({ tone: 'accent' }), { display: 'grid', lineHeight: 1 }]);

export const body = style([stack({ gap: '1' }), { flex: 1 }]);

export const announcement = style([stack({ gap: '1' })]);

export const title = style([textStyle({ weight: 'bold' })]);

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
