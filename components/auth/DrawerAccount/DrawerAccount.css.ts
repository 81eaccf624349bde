import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const logoutButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surface } },
});
