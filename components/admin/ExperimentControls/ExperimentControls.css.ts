import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const controls = style({
  display: 'grid',
  gap: vars.space['3'],
  marginBlock: vars.space['4'],
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'end',
});

export const weight = style({
  display: 'grid',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  width: '9rem',
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
