// Interactive primitives: focus rings, round icon buttons, bare buttons, stretched links.
import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';
import { visuallyHiddenRule } from './rules';

const ring = `3px solid ${vars.color.focusRing}`;

/** Where the ring sits: on the edge, just off it, or the usual 2px off. */
export const focusRing = styleVariants({
  flush: { selectors: { '&:focus-visible': { outline: ring } } },
  near: { selectors: { '&:focus-visible': { outline: ring, outlineOffset: '1px' } } },
  standard: { selectors: { '&:focus-visible': { outline: ring, outlineOffset: '2px' } } },
});

/** A button with no chrome of its own. */
export const bareButton = style({
  font: 'inherit',
  background: 'transparent',
  border: 'none',
  cursor: 'pointer',
});

/** The 44px round buttons and links that hold one icon. */
export const iconButton = recipe({
  base: {
    placeItems: 'center',
    width: '44px',
    height: '44px',
    borderRadius: vars.radius.full,
    color: vars.color.text,
  },
  variants: {
    display: { inline: { display: 'inline-grid' }, block: { display: 'grid' } },
    border: {
      outline: { border: `1px solid ${vars.color.border}` },
      none: { border: 'none' },
    },
    ghost: {
      true: {
        background: 'transparent',
        cursor: 'pointer',
        selectors: { '&:hover': { background: vars.color.surface } },
      },
    },
  },
});

/** A full-width row in a menu or drawer. */
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surface } },
});

/** A solid accent button. */
export const accentFill = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
});

/** A link whose hit area covers its whole (positioned) card. */
export const stretchedLink = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

/** Read by screen readers, not shown. */
export const visuallyHidden = style(visuallyHiddenRule);
