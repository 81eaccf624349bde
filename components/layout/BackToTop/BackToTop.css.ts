import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { accentFill } from '../../ui/styles/controls.css';
import {
  FLOATING_CONTROL_SIZE,
  floatingInset,
  secondFloatingControlBottom,
} from '../../ui/styles/floating.css';

export const button = style([
  accentFill,
  {
    position: 'fixed',
    insetInlineEnd: floatingInset,
    // Above the assistant's "Ask us" button.
    insetBlockEnd: secondFloatingControlBottom,
    zIndex: vars.zIndex.header,
    display: 'grid',
    placeItems: 'center',
    width: FLOATING_CONTROL_SIZE,
    height: FLOATING_CONTROL_SIZE,
    borderRadius: vars.radius.full,
    border: 'none',
    boxShadow: vars.shadow.md,
    transition: `opacity ${vars.motion.base}, transform ${vars.motion.base}`,
    selectors: {
      '&:hover': { background: vars.color.accentHover },
      '&[data-visible="false"]': {
        opacity: 0,
        transform: 'translateY(1rem)',
        pointerEvents: 'none',
      },
    },
  },
]);
