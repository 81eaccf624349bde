import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['3'] });

export const stars = style({ color: vars.color.accent, letterSpacing: '0.1em' });

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});
