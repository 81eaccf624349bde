import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const settings = style([
  stack({ gap: '5' }),
  {
    width: '100%',
    maxWidth: '44rem',
    margin: '0 auto',
    padding: `${vars.space['12']} ${vars.layout.gutter}`,
  },
]);

export const title = style([textStyle({ size: '3xl', flush: true })]);

export const status = style([textStyle({ tone: 'muted', flush: true })]);

export const reset = style({ justifySelf: 'start' });
