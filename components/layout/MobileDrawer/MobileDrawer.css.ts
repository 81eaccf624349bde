import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { iconButton as roundButton } from '../../ui/styles/controls.css';
import { spread } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const drawer = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  margin: 0,
  width: 'min(20rem, 86vw)',
  height: '100dvh',
  maxHeight: '100dvh',
  padding: vars.space['4'],
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  selectors: {
    '&[open]': { animation: `${slideIn} ${vars.motion.base} ${vars.motion.easing}` },
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const top = style([spread, { marginBlockEnd: vars.space['4'] }]);

export const title = style([textStyle({ size: 'lg' })]);

export const section = style({
  paddingBlock: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const iconButton = style([
  roundButton({ display: 'inline', border: 'outline', ghost: true }),
]);
