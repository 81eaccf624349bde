// Back-office tables of figures: full width, scrolling sideways on narrow screens.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const scroller = style({
  overflowX: 'auto',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} caption`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space['2'],
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});
