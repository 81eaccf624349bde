import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { input } from '../../ui/Form/Form.css';

export const page = style({ display: 'grid', gap: vars.space['4'] });

export const summaryLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  margin: 0,
});

export const details = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const after = style({
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

export const statusForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const statusLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const select = style([input, { width: 'auto' }]);
