import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

const control = {
  width: '100%',
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
} as const;

export const input = style(control);
export const textarea = style([control, { minHeight: '9rem', resize: 'vertical' }]);

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const link = style({ color: 'inherit', textDecoration: 'underline' });

export const submit = style({ justifySelf: 'start' });
