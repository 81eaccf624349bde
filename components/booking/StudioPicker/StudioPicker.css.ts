import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// On a phone the cards turn into rows with a thumbnail, so five studios fit in a few swipes.
const narrow = 'screen and (max-width: 599px)';

export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const card = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&[data-selected="true"]': { borderColor: vars.color.accent, boxShadow: vars.shadow.md },
    '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [narrow]: { gridTemplateColumns: '6.5rem 1fr' } },
});

export const radio = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
  width: '1.25rem',
  height: '1.25rem',
  accentColor: vars.color.accent,
});

export const photo = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
});

export const photoPlaceholder = style({ aspectRatio: '16 / 10', background: vars.color.surface });

export const body = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  '@media': { [narrow]: { padding: vars.space['3'], paddingRight: vars.space['8'] } },
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const price = style({ fontWeight: vars.fontWeight.medium });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [narrow]: { display: 'none' } },
});

export const features = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });

export const feature = style({
  fontSize: vars.fontSize.xs,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
});
