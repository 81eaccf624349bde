import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const form = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({ fontSize: vars.fontSize.xl });

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const sent = style([form, { borderColor: vars.color.success }]);
