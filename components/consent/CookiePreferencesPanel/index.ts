export { CookiePreferencesPanel, type CookiePreferencesPanelProps } from './CookiePreferencesPanel';
