import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const thread = style({ display: 'grid', gap: vars.space['3'], marginTop: vars.space['3'] });

export const notes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const note = style({
  borderInlineStart: `3px solid ${vars.color.border}`,
  paddingInlineStart: vars.space['3'],
});

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const byline = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
