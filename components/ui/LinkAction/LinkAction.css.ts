import { style } from '@vanilla-extract/css';
import { stack } from '../styles/layout.css';
import { textStyle } from '../styles/text.css';

export const action = style([stack({ gap: '4', justify: 'start' })]);

export const sentence = style([textStyle({ flush: true })]);

// Focus lands on the result so keyboard users stay where it is; the message's own frame shows it.
export const result = style({ selectors: { '&:focus': { outline: 'none' } } });
