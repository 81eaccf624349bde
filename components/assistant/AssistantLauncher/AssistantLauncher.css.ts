import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { accentFill, focusRing } from '../../ui/styles/controls.css';
import { textStyle } from '../../ui/styles/text.css';
import { FLOATING_CONTROL_SIZE, floatingInset } from '../../ui/styles/floating.css';

// Bottom right (the achievement notice is bottom left); back-to-top sits above it.
export const launcher = style([
  accentFill,
  focusRing.standard,
  textStyle({ weight: 'medium' }),
  {
    position: 'fixed',
    insetInlineEnd: floatingInset,
    insetBlockEnd: floatingInset,
    zIndex: vars.zIndex.header,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: FLOATING_CONTROL_SIZE,
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.full,
    border: 'none',
    boxShadow: vars.shadow.md,
    font: 'inherit',
    selectors: { '&:hover': { background: vars.color.accentHover } },
  },
]);
