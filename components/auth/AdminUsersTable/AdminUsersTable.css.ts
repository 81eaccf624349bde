import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  textAlign: 'start',
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const select = style({
  minHeight: '36px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});
