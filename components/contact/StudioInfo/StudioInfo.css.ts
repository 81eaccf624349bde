import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { iconButton } from '../../ui/styles/controls.css';
import { cluster, listReset, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const panel = style([
  stack({ gap: '4', align: 'start' }),
  surface({ tone: 'sunken', pad: '6' }),
]);

export const heading = style([textStyle({ size: 'xl', flush: true })]);

export const list = style([listReset, stack({ gap: '3' })]);

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['3'],
  alignItems: 'start',
});

export const icon = style({ color: vars.color.accent, marginTop: '2px' });

export const term = style([textStyle({ size: 'sm', tone: 'muted' }), { display: 'block' }]);

export const link = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const socials = style([listReset, cluster({ gap: '2' })]);

// Flex, not grid, centring: the links sit inline in their list items.
export const social = style([
  iconButton({ border: 'outline' }),
  {
    display: 'inline-flex',
    justifyContent: 'center',
    selectors: { '&:hover': { color: vars.color.accent, borderColor: vars.color.accent } },
  },
]);
