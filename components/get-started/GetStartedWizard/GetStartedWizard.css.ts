import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const wizard = style({
  width: '100%',
  maxWidth: '720px',
  margin: `0 auto ${vars.space['16']}`,
  padding: vars.space['6'],
  display: 'grid',
  gap: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const progress = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stepTitle = style({ fontSize: vars.fontSize['2xl'], outline: 'none' });

export const suggestions = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space['2'],
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  gap: vars.space['3'],
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
