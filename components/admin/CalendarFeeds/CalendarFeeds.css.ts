import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { input } from '../../ui/Form/Form.css';
import { cluster, stack } from '../../ui/styles/layout.css';

/** One half of a studio's panel: the feed, or the import. */
export const panel = style([stack({ gap: '3' }), { minWidth: 0 }]);

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const actions = style([cluster({ gap: '2', align: 'center' })]);

export const once = style([
  stack({ gap: '2' }),
  {
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.accent}`,
    background: vars.color.background,
  },
]);

// The form kit's control, in the code font: the URL is read and copied, not typed.
export const url = style([input, { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm }]);

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const fact = style({ margin: 0, overflowWrap: 'anywhere' });

export const term = style({ color: vars.color.textMuted });

// The failed fetch stands out: the site is still using an older copy of the calendar.
export const failure = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
