import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export { meta } from '../../ui/RecordList/RecordList.css';

export const note = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const download = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accent });
