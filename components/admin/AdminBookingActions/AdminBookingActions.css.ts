import { style } from '@vanilla-extract/css';
import { cluster } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const actions = style([cluster({ gap: '2', align: 'center' })]);

export const error = style([textStyle({ size: 'sm', tone: 'danger' })]);
