import { describe, expect, it } from 'vitest';
import { chooseVariant, experiments, parseAssignments, resolveVariant } from '@/lib/experiments';
import { seedState } from '@/lib/experiments/definitions';

describe('A/B variant assignment (spec §4.7, §9)', () => {
  it('defines the three tests, started 2025-06-04, each 50/50', () => {
    for (const test of Object.values(experiments)) {
      expect(test.startDate).toBe('2025-06-04');
      expect(test.variants.map((variant) => variant.weight)).toEqual([50, 50]);
    }
    expect(experiments.bookingFlow.variants[1]).toMatchObject({
      name: 'consultation_first',
      config: { steps: 2, showCalendar: false, requireConsultation: true },
    });
  });

  it('chooses by weight', () => {
    expect(chooseVariant('heroSection', 0)).toBe('control');
    expect(chooseVariant('heroSection', 0.4999)).toBe('control');
    expect(chooseVariant('heroSection', 0.5)).toBe('viral_focus');
    expect(chooseVariant('heroSection', 0.9999)).toBe('viral_focus');
  });

  it('splits many visitors about evenly', () => {
    const picks = Array.from({ length: 10_000 }, () => chooseVariant('bookingFlow'));
    const simple = picks.filter((pick) => pick === 'simple').length;
    expect(simple).toBeGreaterThan(4_600);
    expect(simple).toBeLessThan(5_400);
  });

  it('reuses a stored assignment and makes a new one when there is none', () => {
    const stored = parseAssignments('heroSection:viral_focus');
    expect(resolveVariant('heroSection', stored, seedState('heroSection'), 0)).toEqual({
      variant: 'viral_focus',
      isNew: false,
    });
    expect(resolveVariant('bookingFlow', stored, seedState('bookingFlow'), 0.7)).toEqual({
      variant: 'consultation_first',
      isNew: true,
    });
  });

  it('assigns new visitors by the live weights and never reshuffles an assigned one', () => {
    const allToViral = { ...seedState('heroSection'), weights: { control: 0, viral_focus: 100 } };
    expect(resolveVariant('heroSection', {}, allToViral, 0).variant).toBe('viral_focus');
    expect(resolveVariant('heroSection', {}, allToViral, 0.999).variant).toBe('viral_focus');
    const assigned = parseAssignments('heroSection:control');
    expect(resolveVariant('heroSection', assigned, allToViral, 0)).toEqual({
      variant: 'control',
      isNew: false,
    });
  });

  it('shows the control while paused and the winner once rolled out, assigning nobody', () => {
    const viral = parseAssignments('heroSection:viral_focus');
    const paused = { ...seedState('heroSection'), status: 'paused' as const };
    expect(resolveVariant('heroSection', viral, paused)).toEqual({
      variant: 'control',
      isNew: false,
    });
    expect(resolveVariant('heroSection', {}, paused)).toEqual({ variant: 'control', isNew: false });
    const rolledOut = {
      ...seedState('heroSection'),
      status: 'rolled_out' as const,
      winner: 'viral_focus',
    };
    expect(resolveVariant('heroSection', {}, rolledOut)).toEqual({
      variant: 'viral_focus',
      isNew: false,
    });
  });

  it('ignores tampered or unknown cookie values', () => {
    expect(parseAssignments('heroSection:evil|nope:control|bookingFlow:simple|garbage')).toEqual({
      bookingFlow: 'simple',
    });
  });
});
