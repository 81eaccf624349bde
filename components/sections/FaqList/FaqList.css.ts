import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({ display: 'grid', gap: vars.space['3'], maxWidth: '52rem' });

export const item = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const question = style({
  padding: vars.space['4'],
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  minHeight: '44px',
});

export const answer = style({
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
  color: vars.color.textMuted,
});
