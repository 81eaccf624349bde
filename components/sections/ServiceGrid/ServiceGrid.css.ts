import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const card = style({
  position: 'relative',
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const icon = style({ color: vars.color.accent });

export const link = style({
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const features = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
});

export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accent });
