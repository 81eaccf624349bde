// Story presets that every file shares: the two colour themes and a 375 px phone.
// A file re-exports the ones it shows (`export { Light, Dark } from '../support/themes'`),
// so the story ids stay `<title>--light`, `<title>--dark` and `<title>--mobile`.
import type { StoryObj } from '@storybook/nextjs-vite';

type Preset = Pick<StoryObj, 'globals'>;

export const Light: Preset = {};
export const Dark: Preset = { globals: { theme: 'dark' } };
/** The phone viewport defined in .storybook/preview.tsx. */
export const Mobile: Preset = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** The same story in the dark theme. */
export function inDark<Story extends object>(story: Story): Story {
  return { ...story, globals: { ...(story as Preset).globals, ...Dark.globals } };
}

/** The same story on a 375 px phone. */
export function onPhone<Story extends object>(story: Story): Story {
  return { ...story, globals: { ...(story as Preset).globals, ...Mobile.globals } };
}
