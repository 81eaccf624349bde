import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { fluid, listReset, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const icon = style([textStyle({ tone: 'accent' })]);

export const logos = style([stack({ gap: '4' })]);

export const logosHeading = style([
  textStyle({ size: 'lg', tone: 'muted' }),
  { textAlign: 'center' },
]);

export const logoGrid = style([
  listReset,
  stack({ gap: '4' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))' },
]);

export const logo = style([
  surface({ tone: 'plain', radius: 'md', pad: '2' }),
  {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    minHeight: '4.5rem',
    // Logos are drawn for a light ground, so their tile stays light in both themes.
    background: '#ffffff',
  },
]);

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

export const logoImage = fluid;

export const logoName = style([
  textStyle({ weight: 'bold' }),
  { color: '#14151a', textAlign: 'center' },
]);
