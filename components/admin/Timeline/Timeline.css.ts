import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../../ui/styles/controls.css';
import { cluster, listReset, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { textStyle } from '../../ui/styles/text.css';

// Below this width the grid is too narrow to drag on: the same day shows as lists instead.
const NARROW = 'screen and (max-width: 47.99rem)';
const WIDE = 'screen and (min-width: 48rem)';
const ROW_HEIGHT = '3.25rem';
const LABEL_WIDTH = '9rem';

export const wrap = style([stack({ gap: '4' })]);

export const hint = style([
  textStyle({ size: 'sm', tone: 'muted' }),
  { '@media': { [NARROW]: { display: 'none' } } },
]);

export const grid = style([
  stack({ gap: '1' }),
  { '@media': { [NARROW]: { display: 'none' } }, userSelect: 'none' },
]);

export const axisRow = style({ display: 'flex', height: '1.5rem' });

export const dayGroup = style([stack({ gap: '1' })]);

export const dayHeading = style([textStyle({ size: 'lg' }), { marginBlockStart: vars.space['3'] }]);

export const row = style({ display: 'flex', minHeight: ROW_HEIGHT });

export const rowLabel = style([
  stack({ gap: '1', align: 'start' }),
  textStyle({ size: 'sm' }),
  {
    flex: `0 0 ${LABEL_WIDTH}`,
    paddingInlineEnd: vars.space['2'],
    fontWeight: vars.fontWeight.medium,
  },
]);

export const bookLink = style([textStyle({ size: 'xs' }), { fontWeight: vars.fontWeight.regular }]);

export const track = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: ROW_HEIGHT,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: `repeating-linear-gradient(to right, transparent 0, transparent calc(100% / var(--timeline-hours, 12) - 1px), ${vars.color.border} calc(100% / var(--timeline-hours, 12) - 1px), ${vars.color.border} calc(100% / var(--timeline-hours, 12)))`,
  cursor: 'copy',
});

export const hour = style([
  textStyle({ size: 'xs', tone: 'muted' }),
  { position: 'absolute', top: 0, transform: 'translateX(-50%)', whiteSpace: 'nowrap' },
]);

const block = style({
  position: 'absolute',
  top: vars.space['1'],
  bottom: vars.space['1'],
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
});

export const closed = style([
  block,
  textStyle({ size: 'xs', tone: 'muted' }),
  {
    top: 0,
    bottom: 0,
    borderRadius: 0,
    display: 'grid',
    placeItems: 'center',
    cursor: 'not-allowed',
    background: `repeating-linear-gradient(135deg, ${vars.color.surface} 0 6px, ${vars.color.background} 6px 12px)`,
  },
]);

export const busy = style([
  block,
  textStyle({ size: 'xs' }),
  {
    display: 'grid',
    placeItems: 'center',
    color: vars.color.text,
    border: `1px solid ${vars.color.textMuted}`,
    background: `repeating-linear-gradient(45deg, ${vars.color.surfaceRaised} 0 4px, ${vars.color.surface} 4px 8px)`,
  },
]);

export const now = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: '2px',
  marginInlineStart: '-1px',
  background: vars.color.danger,
  pointerEvents: 'none',
  zIndex: 2,
});

export const entry = style([
  block,
  focusRing.flush,
  {
    zIndex: 1,
    padding: 0,
    border: `1px solid ${vars.color.accent}`,
    // The lighter part is the add-ons' setup and teardown and the studio's buffer.
    background: `color-mix(in srgb, ${vars.color.accent} 22%, ${vars.color.background})`,
    color: vars.color.onAccent,
    cursor: 'grab',
    touchAction: 'none',
    textAlign: 'start',
    selectors: {
      '&[data-kind="hold"]': { borderStyle: 'dashed', background: vars.color.surface },
      '&[data-kind="no-show"]': { borderColor: vars.color.textMuted },
      // The booking being moved stays in place, outlined; its ghost shows where it would go.
      '&[data-moving]': { outline: `2px dashed ${vars.color.text}`, cursor: 'grabbing' },
      '&[data-ghost]': { zIndex: 3, boxShadow: vars.shadow.md, pointerEvents: 'none' },
    },
  },
]);

export const session = style([
  textStyle({ size: 'xs' }),
  {
    position: 'absolute',
    top: 0,
    bottom: 0,
    overflow: 'hidden',
    padding: `0 ${vars.space['2']}`,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    whiteSpace: 'nowrap',
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: {
      [`${entry}[data-kind="hold"] &`]: { background: vars.color.surface, color: vars.color.text },
      [`${entry}[data-kind="no-show"] &`]: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        textDecoration: 'line-through',
      },
    },
  },
]);

export const entryTime = style({ fontWeight: vars.fontWeight.bold });

export const resize = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  right: 0,
  width: '0.5rem',
  cursor: 'ew-resize',
  background: `color-mix(in srgb, ${vars.color.onAccent} 35%, transparent)`,
});

export const status = style([
  textStyle({ size: 'sm' }),
  { minHeight: '1.5em', selectors: { '&[data-tone="error"]': { color: vars.color.danger } } },
]);

export const reprice = style([stack({ gap: '3' }), surface({ tone: 'plain', pad: '4' })]);

export const actions = style([cluster({ gap: '3' })]);

export const panel = style([stack({ gap: '3' }), surface({ tone: 'plain', pad: '4' })]);

export const panelTitle = style([textStyle({ size: 'lg' })]);

export const moveForm = style([
  stack({ gap: '3' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))', alignItems: 'end' },
]);

export const narrow = style([stack({ gap: '4' }), { '@media': { [WIDE]: { display: 'none' } } }]);

export const narrowStudio = style([
  textStyle({ size: 'md' }),
  { fontWeight: vars.fontWeight.bold },
]);

export const narrowList = style([listReset, stack({ gap: '2' })]);
