import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, container, stack } from '../../ui/styles/layout.css';
import { eyebrow as eyebrowText, textStyle } from '../../ui/styles/text.css';

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style([
  container,
  stack({ gap: '4', justify: 'start' }),
  { paddingBlock: `${vars.space['16']} ${vars.space['12']}` },
]);

export const eyebrow = style([eyebrowText, { fontSize: vars.fontSize.sm }]);

export const title = style([textStyle({ size: '4xl' }), { maxWidth: '22ch' }]);

export const lead = style([textStyle({ size: 'lg', tone: 'muted' }), { maxWidth: '60ch' }]);

export const actions = style([cluster({ gap: '3' }), { marginTop: vars.space['2'] }]);
