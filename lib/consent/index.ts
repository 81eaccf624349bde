export * from './constants';
export {
  ALL_ACCEPTED,
  CONSENT_CATEGORIES,
  consentModeSignals,
  DEFAULT_PREFERENCES,
  isWithdrawal,
  NECESSARY_ONLY,
  normalise,
  type ConsentCategory,
  type ConsentModeSignals,
  type ConsentPreferences,
} from './preferences';
export {
  createConsentStore,
  UNKNOWN_CONSENT,
  type ConsentAction,
  type ConsentEnvironment,
  type ConsentRecord,
  type ConsentSnapshot,
  type ConsentStore,
  type CookieJar,
  type KeyValueStorage,
} from './store';
export { scrolledBackUp } from './scroll';
