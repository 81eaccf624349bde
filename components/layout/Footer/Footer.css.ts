import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const footer = style({
  marginBlockStart: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space['12'],
});

export const grid = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.layout.gutter}`,
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
});

export const heading = style({
  fontSize: vars.fontSize.md,
  marginBlockEnd: vars.space['3'],
});

export const followHeading = style([heading, { marginBlockStart: vars.space['6'] }]);

export const about = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  maxWidth: '32ch',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const socialList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space['2'],
});

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.background } },
});

export const bottom = style({
  maxWidth: vars.layout.maxWidth,
  margin: `${vars.space['10']} auto 0`,
  padding: `${vars.space['6']} ${vars.layout.gutter} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
