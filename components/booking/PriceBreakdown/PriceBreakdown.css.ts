import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space['2']} 0`,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'left',
  fontWeight: 'normal',
  verticalAlign: 'top',
});

export const description = style({ overflowWrap: 'anywhere' });

export const amount = style({
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: { 'td&': { textAlign: 'right' } },
});

export const total = style({ borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${total} th, ${total} td`, {
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const muted = style({ color: vars.color.textMuted });
