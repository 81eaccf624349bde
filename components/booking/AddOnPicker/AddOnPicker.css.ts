import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['3'],
  alignItems: 'start',
});

export const box = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.15rem' });

export const name = style({ fontWeight: vars.fontWeight.bold, cursor: 'pointer' });

export const price = style({ fontWeight: 'normal', color: vars.color.textMuted });

export const about = style({
  gridColumn: 2,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
