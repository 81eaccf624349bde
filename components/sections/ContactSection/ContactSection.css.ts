import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const section = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.layout.gutter}`,
  display: 'grid',
  gap: vars.space['8'],
  scrollMarginTop: vars.layout.headerHeight,
});

export const header = style({ display: 'grid', gap: vars.space['3'], maxWidth: '60ch' });

export const heading = style({ margin: 0, fontSize: vars.fontSize['3xl'] });

export const intro = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const formColumn = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });

export const formHeading = style({ margin: 0, fontSize: vars.fontSize.xl });
