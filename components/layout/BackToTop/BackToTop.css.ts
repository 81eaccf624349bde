import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { accentFill } from '../../ui/styles/controls.css';

export const button = style([
  accentFill,
  {
    position: 'fixed',
    insetInlineEnd: vars.space['5'],
    // Above the assistant's "Ask us" button.
    insetBlockEnd: `calc(${vars.space['5']} + 48px + ${vars.space['3']})`,
    zIndex: vars.zIndex.header,
    display: 'grid',
    placeItems: 'center',
    width: '48px',
    height: '48px',
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
