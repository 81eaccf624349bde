import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const area = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.layout.gutter} ${vars.space['12']}`,
  display: 'grid',
  gap: vars.space['6'],
});

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&:hover': { color: vars.color.text },
  },
});

export const title = style({ margin: 0, fontSize: vars.fontSize['3xl'] });

export const stack = style({ display: 'grid', gap: vars.space['6'] });
