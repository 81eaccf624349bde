export type ThemeName = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

// Runs in <head> before first paint (spec §4.9): stored choice, else the system preference, else light.
export const themeInitScript = `(function(){try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');var t=(s==='light'||s==='dark')?s:(window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');document.documentElement.dataset.theme=t;}catch(e){document.documentElement.dataset.theme='light';}})();`;
