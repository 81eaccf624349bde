import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

import { table } from '../../ui/DataTable/DataTable.css';

export { scroller, table } from '../../ui/DataTable/DataTable.css';

// Rows hold buttons and selects, which line up better centred than at the top.
export const cell = style({ selectors: { [`${table} &`]: { verticalAlign: 'middle' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
