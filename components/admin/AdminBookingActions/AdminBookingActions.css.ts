import { style } from '@vanilla-extract/css';
import { cluster } from '../../ui/styles/layout.css';

export const actions = style([cluster({ gap: '2', align: 'center' })]);
