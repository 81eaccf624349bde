import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const content = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.layout.gutter} ${vars.space['16']}`,
  display: 'grid',
  gap: vars.space['6'],
  alignContent: 'start',
});
