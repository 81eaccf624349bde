import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, container, stack } from '../../ui/styles/layout.css';
import { eyebrow as eyebrowText, textStyle } from '../../ui/styles/text.css';

export const section = style([
  container,
  stack({ gap: '5', justify: 'start' }),
  { paddingBlock: vars.space['16'] },
]);

export const eyebrow = style([eyebrowText, { fontSize: vars.fontSize.sm }]);

export const title = style([textStyle({ size: '4xl' })]);

// A lead may carry an e-mail address longer than a phone's width: it breaks rather than scroll sideways.
export const lead = style([
  textStyle({ size: 'lg', tone: 'muted' }),
  { maxWidth: '60ch', overflowWrap: 'anywhere' },
]);

export const actions = style([cluster({ gap: '3' })]);
