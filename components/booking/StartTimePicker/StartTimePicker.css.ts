import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';

export const list = style([
  stack({ gap: '2' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(5rem, 1fr))' },
]);

export const chip = style([
  surface({ radius: 'md' }),
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '44px',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&[data-selected="true"]': {
        background: vars.color.accent,
        color: vars.color.onAccent,
        borderColor: vars.color.accent,
        fontWeight: vars.fontWeight.bold,
      },
      '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

// The radio stays in the accessibility tree and the tab order; the chip is its visible face.
export const radio = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  margin: 0,
  cursor: 'pointer',
});

// The live region stays in the page (so it is announced) but takes no room while it is empty.
export const notice = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:empty': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
