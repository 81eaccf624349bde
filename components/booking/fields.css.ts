import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// The booking steps' sections; their fields use the form kit's one field style.
export { label, hint, error } from '../ui/Form/Form.css';

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
});

export const legend = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  padding: 0,
  marginBottom: vars.space['3'],
});
