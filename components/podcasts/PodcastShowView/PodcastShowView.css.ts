import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { cluster, container, listReset, stack } from '../../ui/styles/layout.css';
import { surface } from '../../ui/styles/surface.css';
import { eyebrow as eyebrowText, textStyle } from '../../ui/styles/text.css';

export const page = style([
  container,
  stack({ gap: '12', align: 'start' }),
  { paddingBlock: `${vars.space['12']} ${vars.space['16']}` },
]);

export const header = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: '280px 1fr' } },
});

export const cover = style({
  width: '100%',
  maxWidth: '280px',
  height: 'auto',
  borderRadius: vars.radius.lg,
});

export const intro = style([stack({ gap: '4', align: 'start' }), { maxWidth: '70ch' }]);

export const eyebrow = style([eyebrowText, { fontSize: vars.fontSize.sm, margin: 0 }]);

export const title = style([textStyle({ size: '3xl', flush: true })]);

export const lead = style([textStyle({ size: 'lg', flush: true })]);

export const muted = style([textStyle({ tone: 'muted', flush: true })]);

export const awards = style([
  listReset,
  cluster({ gap: '3' }),
  textStyle({ size: 'sm', weight: 'medium' }),
]);

export const actions = style([cluster({ gap: '3', align: 'center' })]);

export const episodes = style([stack({ gap: '6', align: 'start' })]);

export const sectionTitle = style([textStyle({ size: '2xl', flush: true })]);

export const episodeList = style([listReset, stack({ gap: '6' })]);

export const episode = style({
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space['4']})`,
});

export const episodeBody = style([
  surface({ shadow: 'sm' }),
  {
    display: 'grid',
    gap: vars.space['5'],
    padding: vars.space['5'],
    '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'auto 1fr' } },
  },
]);

export const episodeCover = style({ width: '96px', height: '96px', borderRadius: vars.radius.md });

export const episodeText = style([stack({ gap: '3', align: 'start' }), { minWidth: 0 }]);

export const episodeMeta = style([
  cluster({ gap: '3' }),
  textStyle({ size: 'sm', tone: 'muted', flush: true }),
]);

export const episodeTitle = style([textStyle({ size: 'xl', flush: true })]);

export const guest = style([textStyle({ weight: 'medium', flush: true })]);

export const notes = style([textStyle({ flush: true }), { maxWidth: '70ch' }]);
