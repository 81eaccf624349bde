import { z } from 'zod';

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
export const storedPreferencesSchema = z.object({
  necessary: z.boolean(),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  timestamp: z.number().int().nonnegative(),
  id: z.string().min(8).max(64).optional(),
});

export type StoredPreferences = z.infer<typeof storedPreferencesSchema>;

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
