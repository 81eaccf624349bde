import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { container, stack } from '../../ui/styles/layout.css';

export const content = style([
  container,
  stack({ gap: '6', align: 'start' }),
  { paddingBlock: `0 ${vars.space['16']}` },
]);
