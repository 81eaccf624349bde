import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const MOBILE_BREAKPOINT = '768px';
export const desktopOnly = `screen and (min-width: ${MOBILE_BREAKPOINT})`;
export const mobileOnly = 'screen and (max-width: 767.98px)';

export const header = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.header,
  height: vars.layout.headerHeight,
  background: vars.color.headerBackground,
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

// Keeps page content clear of the fixed header.
export const headerSpacer = style({ height: vars.layout.headerHeight, flexShrink: 0 });

export const inner = style({
  height: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.layout.gutter}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const logoMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
});

export const logoText = style({
  '@media': { 'screen and (max-width: 420px)': { display: 'none' } },
});

export const desktopNav = style({
  marginInlineStart: 'auto',
  '@media': { [mobileOnly]: { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: vars.space['2'],
  '@media': { [mobileOnly]: { marginInlineStart: 'auto' } },
});

export const desktopOnlyItem = style({ '@media': { [mobileOnly]: { display: 'none' } } });
export const mobileOnlyItem = style({ '@media': { [desktopOnly]: { display: 'none' } } });
