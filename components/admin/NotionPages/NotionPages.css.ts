import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const state = styleVariants({
  new: { color: vars.color.textMuted },
  imported: { color: vars.color.success, fontWeight: vars.fontWeight.bold },
  changed: { color: vars.color.text, fontWeight: vars.fontWeight.bold },
});

export const result = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
