import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'grid', gap: vars.space['6'] });

export const views = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

globalStyle(`${views} a[aria-current="page"]`, { fontWeight: vars.fontWeight.bold });

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  alignItems: 'end',
});

export const apply = style({ display: 'flex' });

export const applyButton = style({
  minHeight: '44px',
  padding: `0 ${vars.space['5']}`,
  borderRadius: vars.radius.full,
  border: 0,
  background: vars.color.accent,
  color: vars.color.onAccent,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});

export { scroller as tableWrap, table } from '../../ui/DataTable/DataTable.css';

export const mono = style({ fontFamily: vars.font.mono });

export const day = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const dayColumn = style({
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
});

export const dayTitle = style({ fontSize: vars.fontSize.lg });

export const sessions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const session = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-status="cancelled"]': { opacity: 0.7, textDecoration: 'line-through' } },
});
