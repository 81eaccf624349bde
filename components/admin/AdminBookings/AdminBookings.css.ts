import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, listReset, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const page = style([stack({ gap: '6' })]);

export const views = style([cluster({ gap: '4' })]);

globalStyle(`${views} a[aria-current="page"]`, { fontWeight: vars.fontWeight.bold });

export { scroller as tableWrap, table } from '../../ui/DataTable/DataTable.css';

export const mono = style({ fontFamily: vars.font.mono });

export const day = style([
  stack({ gap: '4' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' },
]);

export const dayColumn = style([
  stack({ gap: '3', align: 'start' }),
  surface({ tone: 'plain', pad: '4' }),
]);

export const dayTitle = style([textStyle({ size: 'lg' })]);

export const sessions = style([listReset, stack({ gap: '2' })]);

export const session = style([
  stack({ gap: '1' }),
  surface({ tone: 'sunken', border: 'none', radius: 'md', pad: '3' }),
  { selectors: { '&[data-status="cancelled"]': { opacity: 0.7, textDecoration: 'line-through' } } },
]);
