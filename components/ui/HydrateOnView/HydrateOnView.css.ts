import { style } from '@vanilla-extract/css';

// No box of its own: the page lays out as if the wrapper were not there.
export const box = style({ display: 'contents' });
