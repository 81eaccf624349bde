export { vars } from './theme.css';
export { themeInitScript } from './theme-script';
export { THEME_STORAGE_KEY, type ThemeName } from './theme-constants';
