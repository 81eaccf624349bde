import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  display: 'grid',
  placeItems: 'start center',
  padding: `${vars.space['10']} ${vars.layout.gutter}`,
});

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: `0 0 ${vars.space['5']}`, color: vars.color.textMuted });

export const footer = style({
  marginBlockStart: vars.space['5'],
  paddingBlockStart: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'grid',
  gap: vars.space['2'],
});
