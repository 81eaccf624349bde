import { style } from '@vanilla-extract/css';
import { centreFill, stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const screen = style([centreFill, { minHeight: '60vh', textAlign: 'center' }]);

export const box = style([stack({ gap: '4', justify: 'center' }), { maxWidth: '36rem' }]);

export const title = style([textStyle({ size: '3xl' })]);

export const text = style([textStyle({ tone: 'muted' })]);
