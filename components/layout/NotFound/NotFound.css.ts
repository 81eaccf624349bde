import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const wrap = style({
  width: '100%',
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.layout.gutter}`,
  display: 'grid',
  gap: vars.space['6'],
  textAlign: 'center',
  justifyItems: 'center',
});

export const code = style({
  fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.accent,
});

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const text = style({ color: vars.color.textMuted, maxWidth: '46ch' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  justifyContent: 'center',
});

export const popular = style({
  width: '100%',
  paddingBlockStart: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const popularTitle = style({ fontSize: vars.fontSize.lg, marginBlockEnd: vars.space['3'] });

export const popularList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['4'],
});

export const popularLink = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
