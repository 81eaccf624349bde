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
  flexShrink: 0,
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

// The desktop bar has no room for the name beside six links and five controls; the mark stays,
// named for assistive technology by the link.
export const logoText = style({
  '@media': {
    'screen and (max-width: 420px)': { display: 'none' },
    [desktopOnly]: { display: 'none' },
  },
});

// The links give way when space runs short (they scroll sideways), so the header never wraps and
// the actions after them (achievements, theme, booking, account) always stay on screen.
export const desktopNav = style({
  marginInlineStart: 'auto',
  minWidth: 0,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  // Room for the links' focus ring, which the scrolling box would otherwise clip.
  padding: vars.space['2'],
  '@media': { [mobileOnly]: { display: 'none' } },
});

export const actions = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: vars.space['2'],
  '@media': { [mobileOnly]: { marginInlineStart: 'auto' } },
});

export const booking = style({ whiteSpace: 'nowrap' });

export const desktopOnlyItem = style({ '@media': { [mobileOnly]: { display: 'none' } } });
export const mobileOnlyItem = style({ '@media': { [desktopOnly]: { display: 'none' } } });
