import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { noticeSlot, noticeWidth, PHONE } from '../../ui/NoticeQueue/NoticeQueue.css';
import { focusRing, iconButton } from '../../ui/styles/controls.css';
import { stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

// In the one notice slot: bottom left beside the floating buttons; on a phone a compact bar at the
// top edge, below the header (the sentence, then the three choices in a row), clear of the page's
// controls further down, such as /booking's calendar.
export const banner = style([
  stack({ gap: '4' }),
  surface({ shadow: 'lg', ink: true, pad: '5' }),
  noticeSlot,
  {
    vars: { [noticeWidth]: '40rem' },
    maxHeight: `calc(100dvh - 2 * ${vars.space['4']})`,
    overflowY: 'auto',
    '@media': {
      [PHONE]: {
        gridTemplateColumns: '1fr auto',
        columnGap: vars.space['2'],
        rowGap: vars.space['2'],
        padding: `${vars.space['2']} ${vars.space['3']}`,
        maxHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
      },
    },
  },
]);

export const top = style([
  stack({ gap: '3' }),
  {
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    // On a phone the heading is read, not shown, and the close button joins the sentence's row.
    '@media': { [PHONE]: { display: 'contents' } },
  },
]);

export const heading = style([textStyle({ size: 'lg', flush: true })]);

export const text = style([
  textStyle({ size: 'sm', tone: 'muted', flush: true }),
  { '@media': { [PHONE]: { gridColumn: 1, gridRow: 1, alignSelf: 'center' } } },
]);

export const link = style([textStyle({ tone: 'text' }), { textDecoration: 'underline' }]);

export const actions = style([
  stack({ gap: '2' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
    '@media': {
      [PHONE]: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] },
    },
  },
]);

globalStyle(`${actions} > button`, {
  '@media': { [PHONE]: { flex: '1 1 auto', paddingInline: vars.space['2'] } },
});

export const close = style([
  iconButton({ display: 'inline', border: 'none', ghost: true }),
  focusRing.flush,
  { '@media': { [PHONE]: { gridColumn: 2, gridRow: 1 } } },
]);

export const panel = style({ '@media': { [PHONE]: { gridColumn: '1 / -1' } } });
