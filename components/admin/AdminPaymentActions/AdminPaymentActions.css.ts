import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const actions = style({ display: 'grid', gap: vars.space['2'], marginTop: vars.space['2'] });

export const buttons = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });

export const form = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 'min(100%, 14rem)',
});
