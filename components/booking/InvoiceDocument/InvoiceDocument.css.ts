import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { visuallyHiddenRule } from '../../ui/styles/rules';

export const document = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { print: { border: 0, padding: 0, breakAfter: 'page' } },
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const pdf = style({ '@media': { print: { display: 'none' } } });

export const facts = style({ display: 'grid', gap: vars.space['1'], margin: 0 });
globalStyle(`${facts} div`, { display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
  gap: vars.space['4'],
});
// A customer's e-mail address can be wider than a phone: it breaks rather than scroll sideways.
globalStyle(`${parties} address`, {
  fontStyle: 'normal',
  display: 'grid',
  overflowWrap: 'anywhere',
});

export const replaced = style({
  margin: 0,
  padding: vars.space['3'],
  borderLeft: `4px solid ${vars.color.border}`,
  background: vars.color.background,
});

// A phone gets each line as a block (description, then each figure with its column's name), so
// no amount is off-screen; wider screens and print keep the table HMRC's layout suggests.
const narrow = 'screen and (max-width: 599px)';

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['2']} ${vars.space['2']}`,
  textAlign: 'right',
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 'normal',
});
globalStyle(`${table} thead th, ${table} tfoot th`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
globalStyle(`${table} tfoot th`, { textAlign: 'right' });
globalStyle(`${table} td::before`, { content: 'none' });

globalStyle(`${table} thead`, { '@media': { [narrow]: visuallyHiddenRule } });
const stackedRow = {
  gap: vars.space['1'],
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
};
globalStyle(`${table} tbody tr`, { '@media': { [narrow]: { display: 'grid', ...stackedRow } } });
globalStyle(`${table} tfoot tr`, {
  '@media': { [narrow]: { display: 'flex', justifyContent: 'space-between', ...stackedRow } },
});
globalStyle(`${table} tbody th, ${table} tbody td, ${table} tfoot th, ${table} tfoot td`, {
  '@media': {
    [narrow]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space['2'],
      padding: 0,
      border: 0,
    },
  },
});
globalStyle(`${table} tbody th`, {
  '@media': { [narrow]: { fontWeight: vars.fontWeight.bold } },
});
globalStyle(`${table} tbody td::before`, {
  '@media': { [narrow]: { content: 'attr(data-label)', color: vars.color.textMuted } },
});

export const footnote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
