import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { container, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const layout = style([
  container,
  stack({ gap: '10' }),
  {
    paddingBlock: `${vars.space['8']} ${vars.space['16']}`,
    alignItems: 'start',
    '@media': {
      'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
    },
  },
]);

export const details = style([stack({ gap: '6' })]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

export const factRow = style({ display: 'contents' });
export const factName = style([textStyle({ weight: 'bold' })]);
export const factValue = style({ margin: 0 });

export const subheading = style([textStyle({ size: 'xl' })]);

export const list = style([
  stack({ gap: '2' }),
  { margin: 0, paddingInlineStart: vars.space['6'], lineHeight: vars.lineHeight.relaxed },
]);

export const closed = style([surface({ tone: 'sunken', pad: '6' })]);
