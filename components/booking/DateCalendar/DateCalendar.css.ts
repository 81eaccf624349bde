import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const calendar = style({ display: 'grid', gap: vars.space['3'], maxWidth: '24rem' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const month = style({ fontSize: vars.fontSize.lg });

export const navButton = style({
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' } },
});

export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const weekday = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  padding: vars.space['1'],
});

export const day = style({
  width: '100%',
  aspectRatio: '1',
  minHeight: '40px',
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surface },
    '&[aria-disabled="true"]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      opacity: 0.6,
    },
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
