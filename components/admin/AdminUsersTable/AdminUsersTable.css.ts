import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

import { table } from '../../ui/DataTable/DataTable.css';

export { scroller, table } from '../../ui/DataTable/DataTable.css';

// Rows hold buttons and selects, which line up better centred than at the top.
export const cell = style({ selectors: { [`${table} &`]: { verticalAlign: 'middle' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const select = style({
  minHeight: '36px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});
