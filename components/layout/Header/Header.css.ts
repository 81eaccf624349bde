import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// Below 768 px (spec §2.6) the header is the logo, a short booking button and the drawer. The six
// main links need about 1,040 px beside the actions, so from 768 px until they fit they live in the
// drawer too, while the bar keeps the actions and the account links: the header never wraps or
// scrolls from 768 to 1440 px (tests/e2e/shell.spec.ts).
const MOBILE_BREAKPOINT = '768px';
const FULL_BAR_BREAKPOINT = '1120px';
const desktopOnly = `screen and (min-width: ${MOBILE_BREAKPOINT})`;
const mobileOnly = 'screen and (max-width: 767.98px)';
const fullBar = `screen and (min-width: ${FULL_BAR_BREAKPOINT})`;
const compactBar = 'screen and (max-width: 1119.98px)';

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

// The full bar has no room for the name beside six links and five controls; the mark stays,
// named for assistive technology by the link.
export const logoText = style({
  '@media': {
    'screen and (max-width: 420px)': { display: 'none' },
    [fullBar]: { display: 'none' },
  },
});

export const desktopNav = style({
  marginInlineStart: 'auto',
  minWidth: 0,
  // Room for the links' focus ring.
  padding: vars.space['2'],
  '@media': { [compactBar]: { display: 'none' } },
});

export const actions = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: vars.space['2'],
  '@media': { [compactBar]: { marginInlineStart: 'auto' } },
});

export const booking = style({ whiteSpace: 'nowrap' });

export const desktopOnlyItem = style({ '@media': { [mobileOnly]: { display: 'none' } } });
export const mobileOnlyItem = style({ '@media': { [desktopOnly]: { display: 'none' } } });
/** The drawer's menu button: wherever the main links are not in the bar. */
export const compactOnlyItem = style({ '@media': { [fullBar]: { display: 'none' } } });
