export { vars } from './theme.css';
export { themeInitScript, THEME_STORAGE_KEY, type ThemeName } from './theme-script';
