import {
  ANALYTICS_CONSENT_COOKIE,
  ANALYTICS_CONSENT_GRANTED,
  CONSENT_BANNER_VERSION,
  CONSENT_LIFETIME_MS,
  CONSENT_STORAGE_KEYS,
  PRESERVED_COOKIES,
} from './constants';
import {
  ALL_ACCEPTED,
  DEFAULT_PREFERENCES,
  isWithdrawal,
  NECESSARY_ONLY,
  normalise,
  parseStoredPreferences,
  type ConsentPreferences,
} from './preferences';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CookieJar {
  names(): string[];
  /** Sets a first-party cookie for the whole site that expires after `maxAgeSeconds`. */
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

export interface ConsentEnvironment {
  storage: KeyValueStorage;
  cookies: CookieJar;
  now(): number;
  newId(): string;
  logError(message: string, error?: unknown): void;
  /** The spec's first-visit auto-accept (off by default: not lawful in the UK, see README). */
  autoAccept: boolean;
}

export type ConsentSnapshot = {
  /** The stored choice, or the defaults: what the preferences panel starts from. */
  preferences: ConsentPreferences;
  /** Time of the visitor's valid stored choice, or null when there is none. */
  consentedAt: number | null;
  /** True with no stored choice, an unreadable one, or one older than 30 days: ask again. */
  needsPrompt: boolean;
  /** What may run now: the valid stored choice, or null (nothing optional runs). */
  granted: ConsentPreferences | null;
  anonymousId: string | null;
};

export type ConsentAction = 'accept-all' | 'necessary-only' | 'save-preferences' | 'update';

/** What `POST /api/consent` stores as proof of the choice. */
export type ConsentRecord = {
  anonymousId: string;
  choice: ConsentPreferences;
  action: ConsentAction;
  bannerVersion: string;
  consentedAt: string;
};

/** Before any browser state is known (server render): nothing granted, nothing prompted yet. */
export const UNKNOWN_CONSENT: ConsentSnapshot = {
  preferences: DEFAULT_PREFERENCES,
  consentedAt: null,
  needsPrompt: false,
  granted: null,
  anonymousId: null,
};

export interface ConsentStore {
  getSnapshot(): ConsentSnapshot;
  subscribe(listener: () => void): () => void;
  /** Reads storage again (another tab may have changed it); listeners hear only real changes. */
  refresh(): void;
  acceptAll(): ConsentRecord;
  necessaryOnly(): ConsentRecord;
  save(preferences: Partial<ConsentPreferences>, action?: ConsentAction): ConsentRecord;
  reset(): void;
}

export function createConsentStore(env: ConsentEnvironment): ConsentStore {
  const listeners = new Set<() => void>();
  // When the analytics grant the cookie carries was given; null: no cookie; undefined: not known.
  let mirrored: number | null | undefined;
  const mirrorAnalyticsConsent = (next: ConsentSnapshot) => {
    const grantedAt = next.granted?.analytics ? next.consentedAt : null;
    if (grantedAt === mirrored) return;
    mirrored = grantedAt;
    const seconds =
      grantedAt === null ? 0 : Math.floor((grantedAt + CONSENT_LIFETIME_MS - env.now()) / 1000);
    if (seconds > 0) {
      env.cookies.set(ANALYTICS_CONSENT_COOKIE, ANALYTICS_CONSENT_GRANTED, seconds);
    } else if (env.cookies.names().includes(ANALYTICS_CONSENT_COOKIE)) {
      env.cookies.remove(ANALYTICS_CONSENT_COOKIE);
    }
  };

  let snapshot = read(env, true);
  mirrorAnalyticsConsent(snapshot);

  // The cookie is written before listeners hear of the change, so what they send carries it.
  const publish = (next: ConsentSnapshot) => {
    mirrorAnalyticsConsent(next);
    if (JSON.stringify(next) === JSON.stringify(snapshot)) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const deleteOptionalCookies = () => {
    const preserved = new Set<string>(PRESERVED_COOKIES);
    for (const name of env.cookies.names()) if (!preserved.has(name)) env.cookies.remove(name);
    mirrored = undefined;
  };

  const choose = (wanted: Partial<ConsentPreferences>, action: ConsentAction): ConsentRecord => {
    const choice = normalise(wanted);
    if (isWithdrawal(snapshot.granted ?? snapshot.preferences, choice)) deleteOptionalCookies();
    const timestamp = env.now();
    const anonymousId = snapshot.anonymousId ?? env.newId();
    env.storage.setItem(CONSENT_STORAGE_KEYS.accepted, 'true');
    env.storage.setItem(
      CONSENT_STORAGE_KEYS.preferences,
      JSON.stringify({ ...choice, timestamp, id: anonymousId }),
    );
    publish(read(env, false));
    return {
      anonymousId,
      choice,
      action,
      bannerVersion: CONSENT_BANNER_VERSION,
      consentedAt: new Date(timestamp).toISOString(),
    };
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh: () => publish(read(env, false)),
    acceptAll: () => choose(ALL_ACCEPTED, 'accept-all'),
    necessaryOnly: () => choose(NECESSARY_ONLY, 'necessary-only'),
    save: (preferences, action = 'save-preferences') =>
      choose({ ...snapshot.preferences, ...preferences }, action),
    reset() {
      env.storage.removeItem(CONSENT_STORAGE_KEYS.accepted);
      env.storage.removeItem(CONSENT_STORAGE_KEYS.preferences);
      deleteOptionalCookies();
      publish(read(env, false));
    },
  };
}

function read(env: ConsentEnvironment, firstRead: boolean): ConsentSnapshot {
  const accepted = env.storage.getItem(CONSENT_STORAGE_KEYS.accepted) === 'true';
  const raw = env.storage.getItem(CONSENT_STORAGE_KEYS.preferences);

  if (!accepted && raw === null) {
    if (firstRead && env.autoAccept) {
      const timestamp = env.now();
      const anonymousId = env.newId();
      env.storage.setItem(CONSENT_STORAGE_KEYS.accepted, 'true');
      env.storage.setItem(
        CONSENT_STORAGE_KEYS.preferences,
        JSON.stringify({ ...DEFAULT_PREFERENCES, timestamp, id: anonymousId }),
      );
      return {
        preferences: DEFAULT_PREFERENCES,
        consentedAt: timestamp,
        needsPrompt: false,
        granted: DEFAULT_PREFERENCES,
        anonymousId,
      };
    }
    return { ...UNKNOWN_CONSENT, needsPrompt: true };
  }

  let stored;
  try {
    stored = parseStoredPreferences(JSON.parse(raw ?? 'null'));
    if (!stored) throw new Error('Not a stored consent choice');
  } catch (error) {
    env.logError('Stored cookie preferences are unreadable; using the defaults.', error);
    return { ...UNKNOWN_CONSENT, needsPrompt: true };
  }
  const preferences = normalise(stored);
  const anonymousId = stored.id ?? null;
  const fresh = env.now() - stored.timestamp < CONSENT_LIFETIME_MS;
  if (!accepted || !fresh) {
    return { preferences, consentedAt: null, needsPrompt: true, granted: null, anonymousId };
  }
  return {
    preferences,
    consentedAt: stored.timestamp,
    needsPrompt: false,
    granted: preferences,
    anonymousId,
  };
}
