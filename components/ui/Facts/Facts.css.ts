// A list of facts (a `dl`): terms muted in one column, their values beside them. Each pair may be
// wrapped in a div (allowed in a dl); the pairs still line up in the grid's two columns.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
});

globalStyle(`${facts} > div`, { display: 'contents' });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
