import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const prose = style({
  maxWidth: '70ch',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  display: 'grid',
  gap: vars.space['4'],
});

globalStyle(`${prose} ul, ${prose} ol`, {
  margin: 0,
  paddingInlineStart: vars.space['6'],
  display: 'grid',
  gap: vars.space['2'],
});

export const h2 = style({ fontSize: vars.fontSize['2xl'], marginTop: vars.space['4'] });
export const h3 = style({ fontSize: vars.fontSize.xl, marginTop: vars.space['2'] });

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  borderInlineStart: `4px solid ${vars.color.accent}`,
  fontStyle: 'italic',
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.accent,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['2'] });
export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md });
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
