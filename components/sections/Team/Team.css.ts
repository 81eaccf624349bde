import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, fluid, listReset, stack } from '../../ui/styles/layout.css';
import { pill, surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const member = style([stack({ align: 'start' }), surface({ shadow: 'sm', clip: true })]);

export const portrait = fluid;

export const memberText = style([stack({ gap: '2' }), { padding: vars.space['5'] }]);

export const role = style([textStyle({ weight: 'bold', tone: 'accent' })]);

export const credentials = style([textStyle({ size: 'sm', tone: 'muted' })]);

export const tags = style([cluster({ gap: '2' }), listReset]);

export const tag = style([pill({ tone: 'sunken', size: 'xs' })]);

export const proof = style([
  stack({ gap: '8' }),
  {
    alignItems: 'center',
    '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1.2fr 1fr' } },
  },
]);

export const event = style([stack(), surface({ clip: true }), { margin: 0 }]);

export const eventImage = fluid;

export const eventText = style([stack({ gap: '2' }), { padding: vars.space['5'] }]);

export const quoteColumn = style([stack({ gap: '5', justify: 'start' })]);

export const quote = style([stack({ gap: '3' }), { margin: 0 }]);

export const quoteText = style([
  textStyle({ size: 'xl', flush: true }),
  { fontStyle: 'italic', lineHeight: vars.lineHeight.normal },
]);

export const reviews = style([textStyle({ size: 'md' })]);

export const stars = style([textStyle({ tone: 'accent' }), { letterSpacing: '0.1em' }]);
