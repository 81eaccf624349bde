import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { stack } from '../../ui/styles/layout.css';

export { meta } from '../../ui/RecordList/RecordList.css';

export const details = style([stack({ gap: '3' }), { paddingBlockStart: vars.space['3'] }]);

export const note = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

export const download = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accent });

export const status = style({ fontWeight: vars.fontWeight.bold });
