import { style } from '@vanilla-extract/css';
import { textStyle } from '../styles/text.css';

export const error = style([textStyle({ size: 'sm', tone: 'danger' })]);
