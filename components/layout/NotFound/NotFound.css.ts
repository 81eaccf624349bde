import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, listReset, stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const wrap = style([
  stack({ gap: '6', justify: 'center' }),
  {
    width: '100%',
    maxWidth: '48rem',
    margin: '0 auto',
    padding: `${vars.space['16']} ${vars.layout.gutter}`,
    textAlign: 'center',
  },
]);

export const code = style([
  textStyle({ weight: 'bold', tone: 'accent' }),
  { fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)', lineHeight: 1 },
]);

export const title = style([textStyle({ size: '3xl' })]);

export const text = style([textStyle({ tone: 'muted' }), { maxWidth: '46ch' }]);

export const actions = style([cluster({ gap: '3' }), { justifyContent: 'center' }]);

export const popular = style({
  width: '100%',
  paddingBlockStart: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const popularTitle = style([textStyle({ size: 'lg' }), { marginBlockEnd: vars.space['3'] }]);

export const popularList = style([listReset, cluster({ gap: '4' }), { justifyContent: 'center' }]);

export const popularLink = style([textStyle({ tone: 'text', weight: 'medium' })]);
