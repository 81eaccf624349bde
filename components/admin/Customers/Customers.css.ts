import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, listReset, stack } from '../../ui/styles/layout.css';

export const record = style([stack({ gap: '5' }), { gridTemplateColumns: 'minmax(0, 1fr)' }]);

export const actions = style([cluster({ gap: '4', align: 'center' }), { margin: 0 }]);

export const figures = style([listReset, cluster({ gap: '5' })]);

export const section = style([stack({ gap: '2' }), { gridTemplateColumns: 'minmax(0, 1fr)' }]);

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });
