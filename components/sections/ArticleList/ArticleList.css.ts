import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const cover = style({ width: '100%', height: 'auto' });

export const body = style({ display: 'grid', gap: vars.space['2'], padding: vars.space['5'] });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// The title link covers the whole card.
export const link = style({
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});
