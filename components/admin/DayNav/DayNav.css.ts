import { style } from '@vanilla-extract/css';
import { cluster } from '../../ui/styles/layout.css';

export const actions = style([cluster({ gap: '3', align: 'center' })]);

// The day picker: its button level with the control, under the label.
export const dayPicker = style([cluster({ gap: '3', align: 'end' })]);
