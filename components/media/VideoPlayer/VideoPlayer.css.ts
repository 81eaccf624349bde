import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const player = style([stack({ gap: '3' }), { position: 'relative', margin: 0 }]);

export const video = style({
  width: '100%',
  aspectRatio: '16 / 9',
  background: '#000',
  borderRadius: vars.radius.lg,
  display: 'block',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  bottom: 'auto',
  aspectRatio: '16 / 9',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  color: '#fff',
  background: 'rgba(0, 0, 0, 0.55)',
  borderRadius: vars.radius.lg,
  pointerEvents: 'none',
});

export const caption = style([stack({ gap: '1' }), textStyle({ tone: 'muted' })]);

export const fallback = style([
  surface({ tone: 'sunken', border: 'dashed', pad: '6' }),
  {
    aspectRatio: '16 / 9',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: vars.space['2'],
    textAlign: 'center',
  },
]);

export const fallbackTitle = style([textStyle({ size: 'lg', weight: 'bold' })]);

export const fallbackText = style([textStyle({ tone: 'muted' })]);

export const fallbackStatus = style([textStyle({ weight: 'medium', tone: 'accent' })]);
