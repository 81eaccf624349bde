import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const icon = style({ color: vars.color.accent });

export const logos = style({ display: 'grid', gap: vars.space['4'] });

export const logosHeading = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const logoGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
});

export const logo = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: '4.5rem',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  // Logos are drawn for a light ground, so their tile stays light in both themes.
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
});

export const tooltip = style({
  position: 'absolute',
  bottom: 'calc(100% + 0.4rem)',
  left: '50%',
  transform: 'translateX(-50%)',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  opacity: 0,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  zIndex: 1,
  selectors: { [`${logo}:hover &`]: { opacity: 1 } },
});

export const logoImage = style({ width: '100%', height: 'auto' });

export const logoName = style({
  fontWeight: vars.fontWeight.bold,
  color: '#14151a',
  textAlign: 'center',
});
