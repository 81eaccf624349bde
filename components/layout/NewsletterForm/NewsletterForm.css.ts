import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { input as formInput } from '../../ui/Form/Form.css';

export const form = style({ display: 'grid', gap: vars.space['2'] });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const row = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });

// The box shares its row with the button.
export const input = style([formInput, { flex: '1 1 12rem', width: 'auto' }]);

// Keeps its line when empty, so nothing below moves when a message appears.
export const status = style({ minHeight: '1.5em' });
