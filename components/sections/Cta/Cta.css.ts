import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const band = style({ padding: `${vars.space['12']} ${vars.layout.gutter}` });

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: vars.space['10'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['6'],
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const text = style({ display: 'grid', gap: vars.space['2'], maxWidth: '60ch' });

export const heading = style({ fontSize: vars.fontSize['2xl'] });

export const body = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
