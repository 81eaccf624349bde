import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const dialog = style({
  width: 'min(100vw - 2rem, 64rem)',
  maxHeight: 'calc(100dvh - 2rem)',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflow: 'auto',
});

globalStyle(`${dialog}::backdrop`, { background: vars.color.overlay });

export const panel = style({
  position: 'relative',
  display: 'grid',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1.6fr 1fr' } },
});

export const media = style({ background: '#000', display: 'grid', alignItems: 'center' });

export const details = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
});

export const counter = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const title = style({ fontSize: vars.fontSize['2xl'] });

export const description = style({ color: vars.color.textMuted });

export const features = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
});

export const nav = style({
  display: 'flex',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
  flexWrap: 'wrap',
});

const control = style({
  minHeight: '44px',
  border: `2px solid ${vars.color.text}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.full,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const navButton = style([control, { padding: `${vars.space['2']} ${vars.space['4']}` }]);

export const close = style([
  control,
  {
    position: 'absolute',
    top: vars.space['3'],
    right: vars.space['3'],
    width: '44px',
    fontSize: vars.fontSize.xl,
    zIndex: 1,
  },
]);
