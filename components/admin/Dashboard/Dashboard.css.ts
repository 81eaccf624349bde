import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { listReset, stack } from '../../ui/styles/layout.css';

export const dashboard = style([stack({ gap: '6' })]);

export const figures = style([
  listReset,
  {
    display: 'grid',
    gap: vars.space['4'],
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  },
]);

export const figure = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-alert]': { borderColor: vars.color.danger } },
});

export const link = style({
  display: 'grid',
  gap: vars.space['1'],
  color: vars.color.text,
  textDecoration: 'none',
});

export const value = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
});

export const label = style({ fontWeight: vars.fontWeight.medium });

// The whole card is the link; its words are underlined on hover and focus, as links are.
globalStyle(`${link}:hover ${label}, ${link}:focus-visible ${label}`, {
  textDecoration: 'underline',
});

export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const experiments = style([stack({ gap: '2' })]);

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });
