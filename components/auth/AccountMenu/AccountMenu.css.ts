import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const wrapper = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '36px',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  maxWidth: '14rem',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: `calc(100% + ${vars.space['2']})`,
  minWidth: '13rem',
  margin: 0,
  padding: vars.space['2'],
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  width: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surface } },
});

export const email = style({
  padding: `${vars.space['1']} ${vars.space['3']} ${vars.space['2']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space['1'],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
