import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const section = style({
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: 'grid',
  // One column no wider than the panel: a wide table inside scrolls instead of pushing the panel out.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  maxWidth: '40rem',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.mono,
});

export const secret = style({
  fontFamily: vars.font.mono,
  wordBreak: 'break-all',
  padding: vars.space['2'],
  background: vars.color.background,
  borderRadius: vars.radius.sm,
});

export const qr = style({
  width: '220px',
  height: '220px',
  background: '#fff',
  borderRadius: vars.radius.md,
});
