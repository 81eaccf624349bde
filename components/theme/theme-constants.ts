// Apart from the head script's text, so that the client components which need only these names
// (the toggle, useTheme) do not ship the script in the page's bundle.
export type ThemeName = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

/** Marks the theme toggle: the head script handles its clicks (theme-script.ts). */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';
