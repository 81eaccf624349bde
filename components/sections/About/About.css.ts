import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { container, fluid, stack } from '../../ui/styles/layout.css';

export const about = style({ background: vars.color.surface });

export const inner = style([
  container,
  stack({ gap: '10' }),
  {
    paddingBlock: vars.space['16'],
    alignItems: 'center',
    '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1.2fr 1fr' } },
  },
]);

export const text = style([stack({ gap: '4', justify: 'start' })]);

export const producer = style({
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `3px solid ${vars.color.accent}`,
});

export const image = style([fluid, { borderRadius: vars.radius.lg, boxShadow: vars.shadow.md }]);
