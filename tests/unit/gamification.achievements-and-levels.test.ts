import { describe, expect, it, vi } from 'vitest';
import {
  ACHIEVEMENTS,
  achievementForEvent,
  achievementForPath,
  dismissNotice,
  initialGamificationState,
  levelFor,
  loadGamificationState,
  saveGamificationState,
  unlockAchievement,
} from '@/lib/gamification';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('achievements', () => {
  it('are the nine of the spec, worth 200 points in all', () => {
    expect(ACHIEVEMENTS).toHaveLength(9);
    expect(ACHIEVEMENTS.reduce((sum, achievement) => sum + achievement.points, 0)).toBe(200);
  });

  it('unlock once only, adding their points and a notice', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const once = unlockAchievement(initialGamificationState(), 'visit_booking', now);
    expect(once.points).toBe(20);
    expect(once.notices).toEqual([
      expect.objectContaining({ id: 'visit_booking', unlockedAt: now.toISOString() }),
    ]);
    const dismissed = dismissNotice(once);
    expect(dismissed.notices).toEqual([]);
    expect(unlockAchievement(dismissed, 'visit_booking')).toBe(dismissed);
  });

  it('queue their notices oldest first, each dismissed in turn', () => {
    const both = unlockAchievement(
      unlockAchievement(initialGamificationState(), 'welcome'),
      'visit_booking',
    );
    expect(both.notices.map((notice) => notice.id)).toEqual(['welcome', 'visit_booking']);
    expect(dismissNotice(both).notices.map((notice) => notice.id)).toEqual(['visit_booking']);
    expect(dismissNotice(dismissNotice(both)).notices).toEqual([]);
  });

  it('turn points into levels at 50, 100, 175 and 275', () => {
    expect([0, 49, 50, 99, 100, 174, 175, 274, 275, 1000].map(levelFor)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });

  it('are earned by visiting the booking page and the service pages', () => {
    expect(achievementForPath('/booking')).toBe('visit_booking');
    expect(achievementForPath('/sound-design')).toBe('check_services');
    expect(achievementForPath('/about')).toBeNull();
  });
});

describe('achievements from confirmed events', () => {
  it('unlock complete_booking and contact_us from the events the server confirmed, nothing else', () => {
    expect(achievementForEvent('booking_confirmed')).toBe('complete_booking');
    expect(achievementForEvent('contact_stored')).toBe('contact_us');
    expect(achievementForEvent('assistant_conversation_started')).toBe('chat_assistant');
    expect(achievementForEvent('newsletter_subscribed')).toBeNull();
  });
});

describe('achievement storage', () => {
  it('survives a reload, with points recomputed from what is unlocked', () => {
    const storage = memoryStorage();
    const state = unlockAchievement(initialGamificationState(), 'contact_us');
    saveGamificationState(storage, state);
    expect(storage.map.get('points')).toBe('20');
    storage.setItem('points', '9999');
    const reloaded = loadGamificationState(storage);
    expect(reloaded.points).toBe(20);
    expect(reloaded.achievements.find((a) => a.id === 'contact_us')?.unlocked).toBe(true);
    expect(reloaded.notices).toEqual([]);
  });

  it('falls back to all locked and 0 points when the stored data is unreadable, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reloaded = loadGamificationState(memoryStorage({ achievements: '{not json' }));
    expect(reloaded).toEqual(initialGamificationState());
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it.each([
    ['an object instead of a list', '{"id":"welcome","unlocked":true}'],
    ['an entry without its id', '[{"unlocked":true}]'],
    ['an unlocked flag that is a string', '[{"id":"welcome","unlocked":"true"}]'],
    ['a date that is a number', '[{"id":"welcome","unlocked":true,"unlockedAt":5}]'],
    ['null in the list', '[null]'],
  ])('treats stored achievements holding %s as unreadable: all locked, logged', (_case, stored) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reloaded = loadGamificationState(memoryStorage({ achievements: stored }));
    expect(reloaded).toEqual(initialGamificationState());
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('logs, and does not throw, when the browser refuses to store', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveGamificationState(full, initialGamificationState())).not.toThrow();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
