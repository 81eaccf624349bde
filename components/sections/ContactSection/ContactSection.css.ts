import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { container, stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const section = style([
  container,
  stack({ gap: '8' }),
  { paddingBlock: vars.space['16'], scrollMarginTop: vars.layout.headerHeight },
]);

export const header = style([stack({ gap: '3' }), { maxWidth: '60ch' }]);

export const heading = style([textStyle({ size: '3xl', flush: true })]);

export const intro = style([textStyle({ size: 'lg', tone: 'muted', flush: true })]);

export const columns = style([
  stack({ gap: '8' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
    },
  },
]);

export const formColumn = style([stack({ gap: '4', align: 'start' })]);

export const formHeading = style([textStyle({ size: 'xl', flush: true })]);
