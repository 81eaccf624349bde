import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const flow = style({ display: 'grid', gap: vars.space['6'] });

export const stepper = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const form = style({ display: 'grid', gap: vars.space['10'] });

export const heading = style({ fontSize: vars.fontSize['2xl'] });

export const notice = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.text,
  textDecoration: 'underline',
  font: 'inherit',
  cursor: 'pointer',
});

export const when = style({ display: 'grid', gap: vars.space['3'] });

export const whenGrid = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
});

export const times = style({ display: 'grid', gap: vars.space['4'] });

export const detailsGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const confirm = style({ display: 'grid', gap: vars.space['4'], maxWidth: '36rem' });

// Always in the page (a live region); hidden while it has nothing to say.
export const alert = style({
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:empty': { display: 'none' } },
});

export const promo = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const applyButton = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const payment = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const choice = style({ display: 'flex', gap: vars.space['2'], alignItems: 'center' });
