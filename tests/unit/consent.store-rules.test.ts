import { describe, expect, it, vi } from 'vitest';
import {
  ALL_ACCEPTED,
  CONSENT_LIFETIME_MS,
  consentModeSignals,
  createConsentStore,
  DEFAULT_PREFERENCES,
  NECESSARY_ONLY,
  scrolledBackUp,
  type ConsentEnvironment,
} from '@/lib/consent';

function browser(initial: Record<string, string> = {}, cookies: string[] = []) {
  const items = new Map(Object.entries(initial));
  const jar = new Set(cookies);
  let now = Date.parse('2026-11-22T12:00:00Z');
  const errors: string[] = [];
  const env: ConsentEnvironment = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    cookies: {
      names: () => [...jar],
      set: (name) => void jar.add(name),
      remove: (name) => void jar.delete(name),
    },
    now: () => now,
    newId: () => 'anon-0001-abcd',
    logError: (message) => void errors.push(message),
    autoAccept: false,
  };
  return {
    env,
    items,
    jar,
    errors,
    advance: (ms: number) => (now += ms),
  };
}

const stored = (prefs: object, timestamp: number) => ({
  cookiesAccepted: 'true',
  cookiePreferences: JSON.stringify({ ...prefs, timestamp, id: 'anon-0001-abcd' }),
});

describe('cookie consent store (spec §4.1)', () => {
  it('asks for consent and grants nothing optional when nothing is stored (auto-accept off)', () => {
    const { env, items } = browser();
    const snapshot = createConsentStore(env).getSnapshot();
    expect(snapshot).toMatchObject({ needsPrompt: true, granted: null, consentedAt: null });
    expect(snapshot.preferences).toEqual(DEFAULT_PREFERENCES);
    expect(items.size).toBe(0);
  });

  it('with auto-accept on, the first read stores the defaults as accepted (the spec behaviour)', () => {
    const { env, items } = browser();
    const snapshot = createConsentStore({ ...env, autoAccept: true }).getSnapshot();
    expect(snapshot.granted).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: false,
    });
    expect(snapshot.needsPrompt).toBe(false);
    expect(items.get('cookiesAccepted')).toBe('true');
    expect(JSON.parse(items.get('cookiePreferences')!)).toMatchObject({
      ...DEFAULT_PREFERENCES,
      timestamp: env.now(),
    });
  });

  it('Accept All sets all four categories and stores the choice with its time', () => {
    const { env, items } = browser();
    const store = createConsentStore(env);
    const record = store.acceptAll();
    expect(items.get('cookiesAccepted')).toBe('true');
    expect(JSON.parse(items.get('cookiePreferences')!)).toEqual({
      ...ALL_ACCEPTED,
      timestamp: env.now(),
      id: 'anon-0001-abcd',
    });
    expect(record).toMatchObject({ choice: ALL_ACCEPTED, action: 'accept-all' });
    expect(store.getSnapshot().granted).toEqual(ALL_ACCEPTED);
  });

  it('Necessary Only turns every category but necessary off', () => {
    const { env, items } = browser();
    createConsentStore(env).necessaryOnly();
    expect(JSON.parse(items.get('cookiePreferences')!)).toMatchObject(NECESSARY_ONLY);
  });

  it('keeps necessary on whatever an update asks for', () => {
    const { env } = browser();
    const store = createConsentStore(env);
    store.save({ necessary: false as never, analytics: false });
    expect(store.getSnapshot().granted).toMatchObject({ necessary: true, analytics: false });
  });

  it('deletes every cookie but the preserved ones when a category goes from on to off', () => {
    const { env, jar } = browser(stored(ALL_ACCEPTED, Date.parse('2026-11-22T11:00:00Z')), [
      '_ga',
      'hubspotutk',
      'user_id',
      'session_id',
      'csrf_token',
      'logged_in',
      'studio_session',
    ]);
    const store = createConsentStore(env);
    store.save({ analytics: true, marketing: true, functional: true });
    expect(jar.size).toBe(8); // nothing withdrawn, nothing deleted; analytics_consent added
    store.save({ marketing: false });
    // Analytics is still granted, so its consent cookie is set again.
    expect([...jar].sort()).toEqual(
      [
        'analytics_consent',
        'csrf_token',
        'logged_in',
        'session_id',
        'studio_session',
        'user_id',
      ].sort(),
    );
  });

  it('reset removes both stored entries and clears the optional cookies', () => {
    const { env, items, jar } = browser(stored(ALL_ACCEPTED, Date.now()), ['_ga', 'user_id']);
    const store = createConsentStore(env);
    const listener = vi.fn();
    store.subscribe(listener);
    store.reset();
    expect(items.has('cookiesAccepted')).toBe(false);
    expect(items.has('cookiePreferences')).toBe(false);
    expect([...jar]).toEqual(['user_id']);
    expect(store.getSnapshot().needsPrompt).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('falls back to the defaults and logs an error when the stored preferences are unparseable', () => {
    const { env, errors } = browser({ cookiesAccepted: 'true', cookiePreferences: '{not json' });
    const snapshot = createConsentStore(env).getSnapshot();
    expect(snapshot.preferences).toEqual(DEFAULT_PREFERENCES);
    expect(snapshot.needsPrompt).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['a number', '42'],
    [
      'a category that is not true or false',
      '{"necessary":true,"functional":"yes","analytics":true,"marketing":false,"timestamp":1}',
    ],
    [
      'no time of the choice',
      '{"necessary":true,"functional":true,"analytics":true,"marketing":false}',
    ],
    [
      'a negative time',
      '{"necessary":true,"functional":true,"analytics":true,"marketing":false,"timestamp":-5}',
    ],
    [
      'a fractional time',
      '{"necessary":true,"functional":true,"analytics":true,"marketing":false,"timestamp":1.5}',
    ],
    [
      'an id that is too short',
      '{"necessary":true,"functional":true,"analytics":true,"marketing":false,"timestamp":1,"id":"abc"}',
    ],
  ])('treats stored preferences holding %s as unreadable', (_case, cookiePreferences) => {
    const { env, errors } = browser({ cookiesAccepted: 'true', cookiePreferences });
    const snapshot = createConsentStore(env).getSnapshot();
    expect(snapshot.preferences).toEqual(DEFAULT_PREFERENCES);
    expect(snapshot.needsPrompt).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it('applies a stored choice for 30 days and asks again after 2592000000 ms', () => {
    const { env, advance } = browser(stored(NECESSARY_ONLY, Date.parse('2026-11-22T12:00:00Z')));
    const store = createConsentStore(env);
    expect(store.getSnapshot()).toMatchObject({ needsPrompt: false, granted: NECESSARY_ONLY });
    expect(CONSENT_LIFETIME_MS).toBe(2_592_000_000);
    advance(CONSENT_LIFETIME_MS - 1);
    store.refresh();
    expect(store.getSnapshot().needsPrompt).toBe(false);
    advance(1);
    store.refresh();
    expect(store.getSnapshot()).toMatchObject({ needsPrompt: true, granted: null });
  });

  it('notices a choice made in another tab on refresh, and only then tells listeners', () => {
    const { env, items } = browser();
    const store = createConsentStore(env);
    const listener = vi.fn();
    store.subscribe(listener);
    store.refresh();
    expect(listener).not.toHaveBeenCalled();
    Object.entries(stored(ALL_ACCEPTED, env.now())).forEach(([k, v]) => items.set(k, v));
    store.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().granted).toEqual(ALL_ACCEPTED);
  });

  it('mirrors analytics consent into a cookie the server reads, for as long as the choice lasts', () => {
    const { env, jar, advance } = browser();
    const written: { name: string; value: string; maxAgeSeconds: number }[] = [];
    env.cookies.set = (name, value, maxAgeSeconds) => {
      written.push({ name, value, maxAgeSeconds });
      jar.add(name);
    };
    const store = createConsentStore(env);
    expect(jar.has('analytics_consent')).toBe(false);
    store.acceptAll();
    expect(written).toEqual([
      { name: 'analytics_consent', value: '1', maxAgeSeconds: CONSENT_LIFETIME_MS / 1000 },
    ]);
    // Re-reading an unchanged choice (every 5 s) writes nothing again.
    store.refresh();
    expect(written).toHaveLength(1);
    store.save({ analytics: false });
    expect(jar.has('analytics_consent')).toBe(false);
    store.save({ analytics: true });
    advance(1000);
    // A page opened later sets it for what is left of the choice's 30 days.
    createConsentStore(env);
    expect(written.at(-1)).toEqual({
      name: 'analytics_consent',
      value: '1',
      maxAgeSeconds: CONSENT_LIFETIME_MS / 1000 - 1,
    });
    store.reset();
    expect(jar.has('analytics_consent')).toBe(false);
  });
});

describe('Google Consent Mode v2 signals', () => {
  it('denies everything but security storage before a choice', () => {
    expect(consentModeSignals(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('grants analytics storage with analytics consent, and ad_* only with marketing', () => {
    const analyticsOnly = consentModeSignals({ ...NECESSARY_ONLY, analytics: true });
    expect(analyticsOnly.analytics_storage).toBe('granted');
    expect(analyticsOnly.ad_storage).toBe('denied');
    expect(analyticsOnly.ad_user_data).toBe('denied');
    const all = consentModeSignals(ALL_ACCEPTED);
    expect([all.ad_storage, all.ad_user_data, all.ad_personalization]).toEqual([
      'granted',
      'granted',
      'granted',
    ]);
  });
});

describe('banner scroll reappearance', () => {
  it('needs a visitor past 300 px who then scrolls up by at least 100 px', () => {
    expect(scrolledBackUp(300, 150)).toBe(false);
    expect(scrolledBackUp(301, 202)).toBe(false);
    expect(scrolledBackUp(301, 201)).toBe(true);
    expect(scrolledBackUp(900, 800)).toBe(true);
  });
});
