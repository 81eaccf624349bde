import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, container, listReset, stack } from '../../ui/styles/layout.css';
import { pill } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const article = style([
  container,
  stack({ gap: '8', justify: 'start' }),
  { paddingBlock: `${vars.space['8']} ${vars.space['12']}` },
]);

export const meta = style([cluster({ gap: '2' }), textStyle({ size: 'sm', tone: 'muted' })]);

export const cover = style({
  width: '100%',
  maxWidth: '70ch',
  height: 'auto',
  borderRadius: vars.radius.lg,
});

export const tags = style([cluster({ gap: '2' }), listReset]);

export const tag = style([pill({ tone: 'outline', size: 'sm' })]);
