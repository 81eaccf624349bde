import { style } from '@vanilla-extract/css';
import { button } from '../../ui/Button/Button.css';
import { centreFill, stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const screen = style([centreFill, { minHeight: '60vh', textAlign: 'center' }]);

export const box = style([stack({ gap: '4', justify: 'center' }), { maxWidth: '36rem' }]);

export const title = style([textStyle({ size: '3xl' })]);

export const text = style([textStyle({ tone: 'muted' })]);

// The kit's button class, resolved here at build time: the Button component would bring next/link
// and the recipe runtime into global-error's chunk, which every page loads.
export const refresh = button();
