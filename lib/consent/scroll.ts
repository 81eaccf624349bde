import { SCROLL_DEPTH_PX, SCROLL_UP_PX } from './constants';

/**
 * The auto-hidden banner comes back when the visitor, having scrolled past 300 px, scrolls back up by
 * at least 100 px (so small jitters of a touch scroll do not bring it back).
 */
export function scrolledBackUp(deepestY: number, currentY: number): boolean {
  return deepestY > SCROLL_DEPTH_PX && deepestY - currentY >= SCROLL_UP_PX;
}
