import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex' });

export const lists = styleVariants({
  bar: [list, { gap: vars.space['1'], alignItems: 'center' }],
  drawer: [list, { flexDirection: 'column', gap: vars.space['1'] }],
});

const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  transition: `color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surface },
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.surface },
  },
});

export const links = styleVariants({
  bar: [
    link,
    {
      padding: `${vars.space['2']} ${vars.space['3']}`,
      fontSize: vars.fontSize.sm,
      whiteSpace: 'nowrap',
    },
  ],
  drawer: [link, { padding: `${vars.space['3']} ${vars.space['4']}`, fontSize: vars.fontSize.lg }],
});

export const icon = style({ flexShrink: 0 });
