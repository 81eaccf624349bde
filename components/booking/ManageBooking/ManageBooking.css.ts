import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({ display: 'grid', gap: vars.space['4'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const reschedule = style({ display: 'grid', gap: vars.space['6'] });

export const success = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });
