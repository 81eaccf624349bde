// The one field style of every form: label, hint, control, error and the form-level messages.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const field = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

// The border is text-muted, not the hairline colour, so the control's edge keeps 3:1 contrast.
export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const textarea = style([input, { minHeight: '6rem', resize: 'vertical' }]);

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

/** A group of radio buttons or checkboxes. */
export const choices = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const legend = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const choiceError = style([error, { gridColumn: '1 / -1' }]);

/** Form-level messages: a framed box, or a plain line of text next to a small form. */
export const box = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  background: vars.color.background,
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-tone="success"]': { borderColor: vars.color.success } },
});

export const line = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  selectors: { '&[data-tone="success"]': { color: vars.color.success } },
});

// FormOnDemand's frame: no box of its own, so the form lays out as if it were not there.
export const onDemand = style({ display: 'contents' });
