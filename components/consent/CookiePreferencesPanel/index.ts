export { CookiePreferencesPanel } from './CookiePreferencesPanel';
