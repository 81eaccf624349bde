import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { listReset, stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const groups = style([stack({ gap: '10' })]);

export const group = style([stack({ gap: '4' })]);

export const title = style([textStyle({ size: 'xl' })]);

export const list = style([
  listReset,
  stack({ gap: '4' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))' },
]);

export const item = style([stack({ gap: '3', align: 'start' })]);

export const actions = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });
