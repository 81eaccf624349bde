import { describe, expect, it } from 'vitest';
import { levelProgress } from '@/lib/gamification';

describe('progress to the next level', () => {
  it('counts from 0 towards 50 points at level 1', () => {
    expect(levelProgress(0)).toEqual({
      level: 1,
      isTopLevel: false,
      nextLevel: 2,
      levelStartsAt: 0,
      nextLevelAt: 50,
      pointsIntoLevel: 0,
      pointsInLevel: 50,
      pointsToNextLevel: 50,
    });
  });

  it('counts within the level it is in, from its threshold to the next (55 points: 5 of 50 to level 3)', () => {
    expect(levelProgress(55)).toMatchObject({
      level: 2,
      nextLevel: 3,
      levelStartsAt: 50,
      nextLevelAt: 100,
      pointsIntoLevel: 5,
      pointsInLevel: 50,
      pointsToNextLevel: 45,
    });
  });

  it('starts a level empty the moment its threshold is reached', () => {
    expect(levelProgress(100)).toMatchObject({ level: 3, pointsIntoLevel: 0, pointsInLevel: 75 });
    expect(levelProgress(174)).toMatchObject({ level: 3, pointsToNextLevel: 1 });
    expect(levelProgress(200)).toMatchObject({
      level: 4,
      nextLevel: 5,
      pointsIntoLevel: 25,
      pointsInLevel: 100,
      pointsToNextLevel: 75,
    });
  });

  it('says level 5 is the top level, with nothing further to reach', () => {
    expect(levelProgress(275)).toEqual({ level: 5, isTopLevel: true });
    expect(levelProgress(1000)).toEqual({ level: 5, isTopLevel: true });
  });
});
