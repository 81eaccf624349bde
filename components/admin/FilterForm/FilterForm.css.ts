// The back office's GET filter forms above its lists: fields in a wrapping
// grid, the Apply button at their foot.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { accentFill } from '../../ui/styles/controls.css';
import { stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const filters = style([
  stack({ gap: '3' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))', alignItems: 'end' },
]);

export const apply = style({ display: 'flex' });

export const applyButton = style([
  accentFill,
  textStyle({ weight: 'bold' }),
  {
    minHeight: '44px',
    padding: `0 ${vars.space['5']}`,
    borderRadius: vars.radius.full,
    border: 0,
    font: 'inherit',
  },
]);
