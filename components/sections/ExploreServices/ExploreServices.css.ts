import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const card = style({
  position: 'relative',
  transition: `box-shadow ${vars.motion.base} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const icon = style({ color: vars.color.accent });

// The link's hit area covers the whole card.
export const cardLink = style({
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['3']} ${vars.space['6']}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
