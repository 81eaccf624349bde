import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const article = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.layout.gutter} ${vars.space['12']}`,
  display: 'grid',
  gap: vars.space['8'],
  justifyItems: 'start',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const cover = style({
  width: '100%',
  maxWidth: '70ch',
  height: 'auto',
  borderRadius: vars.radius.lg,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tag = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
