import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const toggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

// Both icons are rendered; the theme attribute picks one, so the server markup is right before hydration.
export const sunIcon = style({ display: 'none' });
export const moonIcon = style({});
globalStyle(`[data-theme="dark"] ${moonIcon}`, { display: 'none' });
globalStyle(`[data-theme="dark"] ${sunIcon}`, { display: 'block' });
