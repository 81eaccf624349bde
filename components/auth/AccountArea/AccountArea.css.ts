import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, container, listReset, stack as column } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const area = style([
  container,
  column({ gap: '6' }),
  { paddingBlock: `${vars.space['8']} ${vars.space['12']}` },
]);

export const tabs = style([
  listReset,
  cluster({ gap: '2' }),
  { borderBottom: `1px solid ${vars.color.border}` },
]);

export const tab = style([
  textStyle({ tone: 'muted' }),
  {
    display: 'inline-block',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    textDecoration: 'none',
    borderBottom: '2px solid transparent',
    selectors: {
      '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.accent },
      '&:hover': { color: vars.color.text },
    },
  },
]);

export const title = style([textStyle({ size: '3xl', flush: true })]);

export const stack = style([column({ gap: '6' })]);
