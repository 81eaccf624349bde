// Back-office lists of records (e-mails, job applications) that open to their details.
import { style } from '@vanilla-extract/css';
import { listReset, stack } from '../styles/layout.css';
import { surface } from '../styles/surface.css';
import { textStyle } from '../styles/text.css';

export const list = style([listReset, stack({ gap: '3' })]);

export const record = style([surface({ tone: 'sunken', radius: 'md', pad: '3' })]);

export const summary = style([stack({ gap: '1' }), { cursor: 'pointer' }]);

export const meta = style([textStyle({ size: 'sm', tone: 'muted' })]);
