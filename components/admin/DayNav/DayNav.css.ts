import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster } from '../../ui/styles/layout.css';

// The links above the picker, both as wide as their content, not the page's column.
export const dayNav = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

export const actions = style([cluster({ gap: '3', align: 'center' })]);

// The day picker: its button level with the control, under the label.
export const dayPicker = style([cluster({ gap: '3', align: 'end' })]);
