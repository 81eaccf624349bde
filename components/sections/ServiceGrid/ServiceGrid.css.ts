import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { stretchedLink } from '../../ui/styles/controls.css';
import { stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const card = style({
  position: 'relative',
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const icon = style([textStyle({ tone: 'accent' })]);

export const link = style([
  stretchedLink,
  { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
]);

export const features = style([
  stack({ gap: '1' }),
  textStyle({ size: 'sm', flush: true }),
  { paddingInlineStart: vars.space['5'] },
]);

export const price = style([textStyle({ weight: 'bold', tone: 'accent' })]);
