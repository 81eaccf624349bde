import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { menuItem } from '../../ui/styles/controls.css';

export const logoutButton = style([
  menuItem,
  { gap: vars.space['3'], minHeight: '44px', borderRadius: vars.radius.md },
]);
