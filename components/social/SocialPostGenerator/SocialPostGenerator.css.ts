import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { input } from '../../ui/Form/Form.css';

export const layout = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.layout.gutter} ${vars.space['16']}`,
  display: 'grid',
  gap: vars.space['10'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  },
});

export const form = style({ display: 'grid', gap: vars.space['5'], alignContent: 'start' });

export const tones = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
});

export const results = style({ display: 'grid', gap: vars.space['6'], alignContent: 'start' });

export const resultsHeading = style({ fontSize: vars.fontSize['2xl'] });

export const empty = style({ color: vars.color.textMuted });

export const draft = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const draftHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const countOver = style([
  count,
  { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
]);

export const draftText = style([
  input,
  { fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal, resize: 'vertical' },
]);

export const draftActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const copyStatus = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const card = style({ display: 'grid', gap: vars.space['2'], color: vars.color.textMuted });

export const cardImage = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});
