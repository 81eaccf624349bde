import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const shell = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 15rem) 1fr',
  '@media': { 'screen and (max-width: 767.98px)': { gridTemplateColumns: '1fr' } },
});

export const sidebar = style({
  padding: vars.space['4'],
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['4'],
});

export const brand = style({ fontWeight: vars.fontWeight.bold, textDecoration: 'none' });

export const links = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.onAccent },
  },
});

export const main = style({
  padding: `${vars.space['6']} ${vars.layout.gutter}`,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['6'],
  minWidth: 0,
});

export const topBar = style({ display: 'flex', justifyContent: 'flex-end' });
