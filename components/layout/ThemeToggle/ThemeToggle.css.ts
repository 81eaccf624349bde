import { globalStyle, style } from '@vanilla-extract/css';
import { iconButton } from '../../ui/styles/controls.css';

export const toggle = style([iconButton({ display: 'inline', border: 'outline', ghost: true })]);

// Both icons are rendered; the theme attribute picks one, so the server markup is right before hydration.
export const sunIcon = style({ display: 'none' });
export const moonIcon = style({});
globalStyle(`[data-theme="dark"] ${moonIcon}`, { display: 'none' });
globalStyle(`[data-theme="dark"] ${sunIcon}`, { display: 'block' });
