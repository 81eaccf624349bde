import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { menuItem } from '../../ui/styles/controls.css';
import { pill, surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

export const wrapper = style({ position: 'relative' });

export const trigger = style([
  pill({ tone: 'outline', size: 'sm' }),
  textStyle({ weight: 'medium', tone: 'text' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: '36px',
    background: vars.color.surface,
    font: 'inherit',
    cursor: 'pointer',
    maxWidth: '14rem',
    selectors: { '&:hover': { background: vars.color.surfaceRaised } },
  },
]);

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const menu = style([
  surface({ radius: 'md', shadow: 'md', ink: true, pad: '2' }),
  {
    listStyle: 'none',
    margin: 0,
    position: 'absolute',
    insetInlineEnd: 0,
    insetBlockStart: `calc(100% + ${vars.space['2']})`,
    minWidth: '13rem',
    zIndex: vars.zIndex.overlay,
  },
]);

export const item = style([
  menuItem,
  textStyle({ size: 'sm' }),
  {
    gap: vars.space['2'],
    borderRadius: vars.radius.sm,
    textAlign: 'start',
    textDecoration: 'none',
  },
]);

export const email = style([
  textStyle({ size: 'xs', tone: 'muted' }),
  {
    padding: `${vars.space['1']} ${vars.space['3']} ${vars.space['2']}`,
    borderBottom: `1px solid ${vars.color.border}`,
    marginBlockEnd: vars.space['1'],
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
]);
