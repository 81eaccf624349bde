export type ConsentCategory = 'functional' | 'analytics' | 'marketing';
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [
  'functional',
  'analytics',
  'marketing',
];

export type ConsentPreferences = {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
};

export const DEFAULT_PREFERENCES: ConsentPreferences = {
  necessary: true,
  functional: true,
  analytics: true,
  marketing: false,
};

export const ALL_ACCEPTED: ConsentPreferences = {
  necessary: true,
  functional: true,
  analytics: true,
  marketing: true,
};

export const NECESSARY_ONLY: ConsentPreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
};

// What is stored under `cookiePreferences`: the four categories, the time of the choice and an
// anonymous id that ties the browser's choice to its server-side consent record.
export type StoredPreferences = {
  necessary: boolean;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  timestamp: number;
  id?: string;
};

const FLAGS = ['necessary', 'functional', 'analytics', 'marketing'] as const;

/**
 * The stored choice, or null when the value is not of that shape. Checked by hand rather than with
 * zod: this runs on every public page, where zod's core alone would add 23 KB of script (#16).
 */
export function parseStoredPreferences(value: unknown): StoredPreferences | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  if (!FLAGS.every((flag) => typeof stored[flag] === 'boolean')) return null;
  const { timestamp, id } = stored;
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp) || timestamp < 0) return null;
  if (id !== undefined && (typeof id !== 'string' || id.length < 8 || id.length > 64)) return null;
  const flag = (name: (typeof FLAGS)[number]) => stored[name] as boolean;
  return {
    necessary: flag('necessary'),
    functional: flag('functional'),
    analytics: flag('analytics'),
    marketing: flag('marketing'),
    timestamp,
    ...(id === undefined ? {} : { id }),
  };
}

/** Necessary is always on, whatever was asked. */
export function normalise(
  preferences: Partial<Record<keyof ConsentPreferences, boolean>>,
): ConsentPreferences {
  return {
    necessary: true,
    functional: preferences.functional ?? DEFAULT_PREFERENCES.functional,
    analytics: preferences.analytics ?? DEFAULT_PREFERENCES.analytics,
    marketing: preferences.marketing ?? DEFAULT_PREFERENCES.marketing,
  };
}

/** True when any optional category went from on to off: its cookies must then be deleted. */
export function isWithdrawal(before: ConsentPreferences, after: ConsentPreferences): boolean {
  return CONSENT_CATEGORIES.some((category) => before[category] && !after[category]);
}

/** Google Consent Mode v2 signals: all denied by default; ad_* only with marketing consent. */
export type ConsentModeSignals = Record<
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'analytics_storage'
  | 'functionality_storage'
  | 'personalization_storage'
  | 'security_storage',
  'granted' | 'denied'
>;

export function consentModeSignals(preferences: ConsentPreferences | null): ConsentModeSignals {
  const grant = (on: boolean | undefined) => (on ? 'granted' : 'denied');
  return {
    ad_storage: grant(preferences?.marketing),
    ad_user_data: grant(preferences?.marketing),
    ad_personalization: grant(preferences?.marketing),
    analytics_storage: grant(preferences?.analytics),
    functionality_storage: grant(preferences?.functional),
    personalization_storage: grant(preferences?.functional),
    security_storage: 'granted',
  };
}
