import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5rem, 8rem) 1fr',
  gap: vars.space['3'],
});

globalStyle(`${row} dt`, { color: vars.color.textMuted });
globalStyle(`${row} dd`, { margin: 0 });

export const price = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const reference = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold });

// One line of the address per line the editor typed.
export const address = style({ fontStyle: 'normal', whiteSpace: 'pre-line' });

// Who runs the session: their photo, when the site has one, beside their name.
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const photo = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: '50%',
  objectFit: 'cover',
  flexShrink: 0,
});
