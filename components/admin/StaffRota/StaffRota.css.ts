import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { input } from '../../ui/Form/Form.css';
import { cluster, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';

export const form = style([stack({ gap: '4' }), { gridTemplateColumns: 'minmax(0, 1fr)' }]);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space['3'],
});

// One weekday of the hours: its checkbox, then its times, wrapping under it on a phone.
export const day = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
  gap: vars.space['2'],
  alignItems: 'end',
});

// The hours' fieldset: framed like the form kit's choices, a row per day, and never wider than the form.
export const hours = style([
  stack({ gap: '3' }),
  surface({ tone: 'plain', radius: 'md', pad: '4' }),
  {
    minWidth: 0,
    margin: 0,
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
  },
]);

export const actions = style([cluster({ gap: '3', align: 'center' })]);

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const line = style({ margin: 0 });

// The feed URL is read and copied, not typed: the form kit's control in the code font.
export const url = style([input, { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm }]);

// Shown once: framed in the accent so it is not missed (the frame is not its only sign: the label says so).
export const once = style([
  stack({ gap: '2' }),
  surface({ tone: 'plain', border: 'none', radius: 'md', pad: '3' }),
  { border: `1px solid ${vars.color.accent}`, background: vars.color.background },
]);

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
