import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, stack } from '../../ui/styles/layout.css';

export const page = style([stack({ gap: '6' })]);

export const views = style([cluster({ gap: '4' })]);

globalStyle(`${views} a[aria-current="page"]`, { fontWeight: vars.fontWeight.bold });

export { scroller as tableWrap, table } from '../../ui/DataTable/DataTable.css';

export const mono = style({ fontFamily: vars.font.mono });
