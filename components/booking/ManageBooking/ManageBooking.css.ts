import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({ display: 'grid', gap: vars.space['4'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const reschedule = style({ display: 'grid', gap: vars.space['6'] });

export const success = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

/** The difference to pay before a dearer move: set apart from the calendar above it. */
export const topUp = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const topUpText = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** A move that could not be made (its payment refunded): plain text, bold, not an error's red. */
export const notice = style({ fontWeight: vars.fontWeight.bold });
