import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { table } from '../../ui/DataTable/DataTable.css';
import { stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export { scroller, table } from '../../ui/DataTable/DataTable.css';

export const page = style([stack({ gap: '5' })]);

// Rows hold buttons and selects, which line up better centred than at the top.
export const cell = style({ selectors: { [`${table} &`]: { verticalAlign: 'middle' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const muted = style([textStyle({ tone: 'muted', size: 'sm' })]);
