import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const dialog = style([
  surface({ border: 'none', shadow: 'lg', ink: true }),
  {
    width: 'min(100vw - 2rem, 64rem)',
    maxHeight: 'calc(100dvh - 2rem)',
    padding: 0,
    border: 'none',
    overflow: 'auto',
  },
]);

globalStyle(`${dialog}::backdrop`, { background: vars.color.overlay });

export const panel = style({
  position: 'relative',
  display: 'grid',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1.6fr 1fr' } },
});

export const media = style({ background: '#000', display: 'grid', alignItems: 'center' });

export const details = style([stack({ gap: '3', align: 'start' }), { padding: vars.space['6'] }]);

export const counter = style([textStyle({ size: 'sm', tone: 'muted' })]);

export const title = style([textStyle({ size: '2xl' })]);

export const description = style([textStyle({ tone: 'muted' })]);

export const features = style([
  stack({ gap: '1' }),
  { margin: 0, paddingInlineStart: vars.space['5'] },
]);

export const nav = style([cluster({ gap: '3' }), { marginTop: vars.space['4'] }]);

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
