import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { centreFill } from '../styles/layout.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 800ms linear infinite`,
});

export const centred = style([centreFill, { minHeight: '50vh' }]);
