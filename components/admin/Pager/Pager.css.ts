import { style } from '@vanilla-extract/css';
import { cluster } from '../../ui/styles/layout.css';

export const pager = style([cluster({ gap: '4', align: 'center' })]);
