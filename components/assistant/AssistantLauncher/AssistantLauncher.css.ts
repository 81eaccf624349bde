import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { accentFill, focusRing } from '../../ui/styles/controls.css';
import { textStyle } from '../../ui/styles/text.css';

// Bottom right (the achievement notice is bottom left); back-to-top sits above it.
export const launcher = style([
  accentFill,
  focusRing.standard,
  textStyle({ weight: 'medium' }),
  {
    position: 'fixed',
    insetInlineEnd: vars.space['5'],
    insetBlockEnd: vars.space['5'],
    zIndex: vars.zIndex.header,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: '48px',
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.full,
    border: 'none',
    boxShadow: vars.shadow.md,
    font: 'inherit',
    selectors: { '&:hover': { background: vars.color.accentHover } },
  },
]);
