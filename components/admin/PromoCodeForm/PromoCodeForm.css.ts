import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space['3'],
});

export const footer = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'center',
  flexWrap: 'wrap',
});
