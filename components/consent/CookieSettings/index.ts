export { CookieSettings } from './CookieSettings';
