import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({ display: 'grid', gap: vars.space['4'] });

export const categories = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space['2'] });

export const category = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const name = style({ fontWeight: vars.fontWeight.medium });

export const hint = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const toggle = style({
  width: '24px',
  height: '24px',
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const actions = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
});
