import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const base = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space['6'],
  margin: 0,
});

export const list = styleVariants({
  plain: [base],
  band: [
    base,
    {
      padding: vars.space['8'],
      borderRadius: vars.radius.lg,
      background: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.border}`,
      textAlign: 'center',
    },
  ],
});

export const item = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
