import { vars } from '../../theme/theme.css';

// The controls that float bottom right on every public page: the assistant's "Ask us" at the
// corner, back-to-top above it. The page's end and a focused control must stay clear of them
// (WCAG 2.2, focus not obscured), so what they cover is named once, here.

export const FLOATING_CONTROL_SIZE = '48px';
export const floatingInset = vars.space['5'];
export const floatingGap = vars.space['3'];

/** Where back-to-top sits: above "Ask us". */
export const secondFloatingControlBottom = `calc(${floatingInset} + ${FLOATING_CONTROL_SIZE} + ${floatingGap})`;

/** From the viewport's bottom edge to a gap above the top control. */
export const floatingClearance = `calc(${floatingInset} + 2 * ${FLOATING_CONTROL_SIZE} + 2 * ${floatingGap})`;
