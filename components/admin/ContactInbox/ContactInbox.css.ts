import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const message = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const delivery = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const state = styleVariants({
  good: { color: vars.color.success, fontWeight: vars.fontWeight.bold },
  waiting: { color: vars.color.textMuted, fontWeight: vars.fontWeight.bold },
  bad: { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
});
