import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { visuallyHiddenRule } from '../styles/rules';

/** Phones: notices turn compact, one line at the top edge, clear of what the visitor came to use. */
export const PHONE = 'screen and (max-width: 640px)';

// The bottom-right corner the floating buttons keep (the assistant's "Ask us", about 110 px wide,
// and back-to-top above it, 20 px from the edge): a notice stays left of it, so none covers another.
const FLOATING_BUTTONS = '9rem';

/** A notice's own width on a wide screen (the corner beside the floating buttons may be narrower). */
export const noticeWidth = createVar();

/**
 * Where every notice shows (one at a time, see notice-queue.ts): the bottom-left corner beside the
 * floating buttons, or on a phone the top edge just below the fixed header, across the width. A
 * notice composes this and sets only its width (`noticeWidth`), look and compact layout.
 */
export const noticeSlot = style({
  position: 'fixed',
  insetInlineStart: vars.space['4'],
  insetBlockEnd: vars.space['4'],
  zIndex: vars.zIndex.notice,
  maxWidth: `min(${fallbackVar(noticeWidth, '26rem')}, calc(100vw - ${vars.space['4']} - ${FLOATING_BUTTONS}))`,
  // A notice waiting its turn may stay mounted (its state kept) but is never drawn.
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [PHONE]: {
      insetInline: 0,
      insetBlockStart: vars.layout.headerHeight,
      insetBlockEnd: 'auto',
      maxWidth: 'none',
      borderRadius: 0,
      borderInline: 'none',
      borderBlockStart: 'none',
    },
  },
});

/** Text a compact notice keeps for screen readers only: shown on wider screens, read everywhere. */
export const readOnlyOnPhone = style({ '@media': { [PHONE]: visuallyHiddenRule } });
