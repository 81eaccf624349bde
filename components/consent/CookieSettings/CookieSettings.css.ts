import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const settings = style({
  width: '100%',
  maxWidth: '44rem',
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.layout.gutter}`,
  display: 'grid',
  gap: vars.space['5'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize['3xl'] });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const reset = style({ justifySelf: 'start' });
