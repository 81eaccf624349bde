import { globalStyle, style } from '@vanilla-extract/css';
import { ANCHOR_JUMP_ATTRIBUTE } from './anchor-jumps';

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});

// The browser styles, lays out and paints a section below the fold only when it nears the
// viewport, so the first paint of a long page handles the hero alone. `auto` keeps a section's
// real height once it has been seen, so scrolling back never jumps; anchor jumps turn it off.
globalStyle(`html:not([${ANCHOR_JUMP_ATTRIBUTE}]) ${main} > section ~ section`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 720px',
});
