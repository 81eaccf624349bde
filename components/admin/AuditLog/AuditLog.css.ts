import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { listReset, stack } from '../../ui/styles/layout.css';
import { textStyle } from '../../ui/styles/text.css';

export const page = style([stack({ gap: '6' })]);

export const muted = style([
  textStyle({ tone: 'muted', size: 'sm' }),
  { overflowWrap: 'anywhere' },
]);

// Action names and ids are identifiers: long, unbroken, and read character by character.
export const code = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const changes = style([listReset, stack({ gap: '1' })]);

export const field = style([textStyle({ weight: 'bold' })]);
