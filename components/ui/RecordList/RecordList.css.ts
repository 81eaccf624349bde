// Back-office lists of records (e-mails, job applications) that open to their details.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const record = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space['3'],
});

export const summary = style({ cursor: 'pointer', display: 'grid', gap: vars.space['1'] });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
