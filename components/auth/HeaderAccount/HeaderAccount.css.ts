import { style } from '@vanilla-extract/css';

// Holds the place of the sign-in links while the auth state loads, so the header does not jump.
export const placeholder = style({ display: 'inline-block', width: '10rem', height: '36px' });
