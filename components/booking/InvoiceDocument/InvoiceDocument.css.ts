import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

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
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space['4'],
});
globalStyle(`${parties} address`, { fontStyle: 'normal', display: 'grid' });

export const scroll = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: '32rem' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['2']} ${vars.space['2']}`,
  textAlign: 'right',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
globalStyle(`${table} tfoot th`, { textAlign: 'right' });

export const footnote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
