import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { iconButton } from '../../ui/styles/controls.css';
import { floatingClearance } from '../../ui/styles/floating.css';
import { container, listReset, stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const footer = style({
  marginBlockStart: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space['12'],
  // The page ends clear of the floating buttons bottom right, whatever the width.
  paddingBlockEnd: `max(${vars.space['12']}, ${floatingClearance})`,
  // Like the sections below the fold (SiteShell.css.ts): rendered only when it nears the viewport.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 560px',
});

export const grid = style([
  container,
  stack({ gap: '8' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))' },
]);

export const heading = style({
  fontSize: vars.fontSize.md,
  marginBlockEnd: vars.space['3'],
});

export const followHeading = style([heading, { marginBlockStart: vars.space['6'] }]);

export const about = style([textStyle({ size: 'sm', tone: 'muted' }), { maxWidth: '32ch' }]);

export const list = style([listReset, stack({ gap: '2' })]);

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const socialList = style([listReset, { display: 'flex', gap: vars.space['2'] }]);

export const socialLink = style([
  iconButton({ display: 'block', border: 'outline' }),
  { selectors: { '&:hover': { background: vars.color.background } } },
]);

export const bottom = style([
  container,
  textStyle({ size: 'sm', tone: 'muted' }),
  {
    marginBlock: `${vars.space['10']} 0`,
    paddingBlock: `${vars.space['6']} 0`,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);
