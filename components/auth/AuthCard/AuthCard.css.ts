import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const page = style({
  display: 'grid',
  placeItems: 'start center',
  padding: `${vars.space['10']} ${vars.layout.gutter}`,
});

export const card = style([
  surface({ tone: 'sunken', shadow: 'sm', pad: '6' }),
  { width: '100%', maxWidth: '28rem' },
]);

export const title = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

export const lead = style([textStyle({ tone: 'muted' }), { margin: `0 0 ${vars.space['5']}` }]);

export const footer = style([
  stack({ gap: '2' }),
  textStyle({ size: 'sm', tone: 'muted' }),
  {
    marginBlockStart: vars.space['5'],
    paddingBlockStart: vars.space['4'],
    borderTop: `1px solid ${vars.color.border}`,
  },
]);
