import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const about = style({ background: vars.color.surface });

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.layout.gutter}`,
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1.2fr 1fr' } },
});

export const text = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' });

export const producer = style({
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `3px solid ${vars.color.accent}`,
});

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});
