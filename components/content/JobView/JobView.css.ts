import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const layout = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.layout.gutter} ${vars.space['16']}`,
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const details = style({ display: 'grid', gap: vars.space['6'] });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

export const factRow = style({ display: 'contents' });
export const factName = style({ fontWeight: vars.fontWeight.bold });
export const factValue = style({ margin: 0 });

export const subheading = style({ fontSize: vars.fontSize.xl });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['6'],
  display: 'grid',
  gap: vars.space['2'],
  lineHeight: vars.lineHeight.relaxed,
});

export const closed = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
