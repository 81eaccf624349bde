// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACHIEVEMENT_NOTICE_MS,
  AchievementNotice,
} from '@/components/gamification/AchievementNotice/AchievementNotice';
import { earnAchievement } from '@/components/gamification/GamificationProvider';
import { createNoticeQueue, noticeQueue } from '@/components/ui/NoticeQueue';

vi.mock('canvas-confetti', () => ({ default: { create: () => () => null } }));

describe('the notice queue', () => {
  it('gives the turn to one kind at a time: a toast, then consent, then achievements', () => {
    const queue = createNoticeQueue();
    const heard: (string | null)[] = [];
    queue.subscribe(() => heard.push(queue.getSnapshot()));
    expect(queue.getSnapshot()).toBeNull();

    const achievement = queue.claim('achievement');
    const consent = queue.claim('consent');
    expect(queue.getSnapshot()).toBe('consent');
    const toast = queue.claim('toast');
    expect(queue.getSnapshot()).toBe('toast');
    toast();
    expect(queue.getSnapshot()).toBe('consent');
    consent();
    expect(queue.getSnapshot()).toBe('achievement');
    achievement();
    expect(queue.getSnapshot()).toBeNull();
    expect(heard).toEqual(['achievement', 'consent', 'toast', 'consent', 'achievement', null]);
  });

  it('shows nothing while a modal holds it, and the same notice again once every hold is gone', () => {
    const queue = createNoticeQueue();
    const consent = queue.claim('consent');
    const lightbox = queue.hold();
    const drawer = queue.hold();
    expect(queue.getSnapshot()).toBeNull();
    lightbox();
    expect(queue.getSnapshot()).toBeNull();
    drawer();
    expect(queue.getSnapshot()).toBe('consent');
    // A claim given up twice, or two claims of one kind, change nothing else.
    const another = queue.claim('consent');
    consent();
    expect(queue.getSnapshot()).toBe('consent');
    another();
    another();
    expect(queue.getSnapshot()).toBeNull();
  });
});

describe('achievement notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const notice = () => screen.queryByRole('complementary', { name: 'Achievement unlocked' });

  it('wait for the cookie banner, then come one after another; the last stays until dismissed', () => {
    const consent = noticeQueue.claim('consent');
    render(<AchievementNotice />);
    act(() => {
      earnAchievement('welcome');
      earnAchievement('visit_booking');
    });
    expect(notice()).toBeNull();

    act(() => consent());
    expect(notice()?.textContent).toContain('Achievement unlocked: Welcome');
    act(() => vi.advanceTimersByTime(ACHIEVEMENT_NOTICE_MS - 1));
    expect(notice()?.textContent).toContain('Achievement unlocked: Welcome');
    act(() => vi.advanceTimersByTime(1));
    expect(notice()?.textContent).toContain('Achievement unlocked: Ready to Record');
    expect(notice()?.textContent).toContain('30 points, level 1');
    act(() => vi.advanceTimersByTime(10 * ACHIEVEMENT_NOTICE_MS));
    expect(notice()?.textContent).toContain('Ready to Record');

    // A modal holds it back; it comes back when the modal closes.
    let modal = () => {};
    act(() => {
      modal = noticeQueue.hold();
    });
    expect(notice()).toBeNull();
    act(() => modal());
    expect(notice()).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Visit the booking page');

    act(() => screen.getByRole('button', { name: 'Dismiss achievement' }).click());
    expect(notice()).toBeNull();
    expect(noticeQueue.getSnapshot()).toBeNull();
  });

  it('stay on screen while focus is in them, even with another waiting', () => {
    render(<AchievementNotice />);
    act(() => {
      earnAchievement('explore_studio');
      earnAchievement('check_services');
    });
    const viewAll = screen.getByRole('button', { name: 'View all achievements' });
    act(() => viewAll.focus());
    act(() => vi.advanceTimersByTime(3 * ACHIEVEMENT_NOTICE_MS));
    expect(notice()?.textContent).toContain('Studio Explorer');
    expect(document.activeElement).toBe(viewAll);
    act(() => viewAll.blur());
    act(() => vi.advanceTimersByTime(ACHIEVEMENT_NOTICE_MS));
    expect(notice()?.textContent).toContain('Service Curious');
  });
});
