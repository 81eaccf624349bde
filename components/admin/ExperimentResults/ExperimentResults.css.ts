import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const results = style({ display: 'grid', gap: vars.space['3'] });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const warning = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const goal = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'end',
  maxWidth: '28rem',
  marginBlock: vars.space['4'],
});
