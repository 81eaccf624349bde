export { SettingsSection } from './SettingsSection';
export * as settingsStyles from './SettingsSection.css';
