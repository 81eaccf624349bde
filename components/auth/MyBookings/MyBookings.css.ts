import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const empty = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const emptyText = style({ margin: 0, color: vars.color.textMuted });
