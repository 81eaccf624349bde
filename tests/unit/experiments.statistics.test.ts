import { describe, expect, it } from 'vitest';
import {
  chiSquaredSurvival,
  compareToControl,
  MINIMUM_OUTCOMES_PER_ARM,
  MINIMUM_VISITORS_PER_ARM,
  normalCdf,
  sampleRatioMismatch,
  type BinomialArm,
} from '@/lib/experiments/statistics';

/** Relative closeness, for tails where absolute tolerances say nothing. */
function expectRelativelyClose(actual: number, expected: number, tolerance = 1e-9) {
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(tolerance);
}

describe('normalCdf', () => {
  // Reference values from mpmath.ncdf at 30 digits.
  const reference: [number, number][] = [
    [0, 0.5],
    [0.3, 0.617911422188952633],
    [0.5, 0.691462461274013104],
    [-0.5, 0.308537538725986896],
    [1, 0.841344746068542949],
    [1.959963984540054, 0.975],
    [-1.959963984540054, 0.025],
    [2.5, 0.993790334674223865],
    [3, 0.998650101968369905],
    [-3, 0.00134989803163009453],
    [6, 0.999999999013412355],
  ];

  it.each(reference)('Φ(%d) agrees with a 30-digit reference to 1e-12', (x, expected) => {
    expect(Math.abs(normalCdf(x) - expected)).toBeLessThan(1e-12);
  });

  it('keeps relative precision deep in the lower tail', () => {
    expectRelativelyClose(normalCdf(-5), 2.86651571879193912e-7);
    expectRelativelyClose(normalCdf(-8), 6.22096057427178412e-16);
    expectRelativelyClose(normalCdf(-10), 7.61985302416052607e-24);
    expectRelativelyClose(normalCdf(-20), 2.7536241186062337e-89);
  });

  it('is symmetric and saturates', () => {
    for (const x of [0.1, 0.7, 1.3, 2.9, 4.4]) {
      expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 14);
    }
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
  });
});

describe('chiSquaredSurvival', () => {
  // Reference values from mpmath's regularized upper incomplete gamma at 30 digits.
  const reference: [number, number, number][] = [
    [0.01, 1, 0.920344325445942036],
    [3.84, 1, 0.0500435212487051032],
    [0.5, 3, 0.918891411654675859],
    [10, 4, 0.0404276819945128026],
    [7.5, 5, 0.186029833602867019],
    [50, 10, 2.66908342490449564e-7],
    [1000, 1000, 0.494052853829239642],
    [1100, 1000, 0.014614408126295194],
  ];

  it.each(reference)('P(χ² > %d | df %d) agrees with the reference', (statistic, df, expected) => {
    expectRelativelyClose(chiSquaredSurvival(statistic, df), expected);
  });

  it('matches the df = 2 closed form exp(−x/2)', () => {
    for (const x of [0.2, 1, 2, 5, 13.8, 40]) {
      expectRelativelyClose(chiSquaredSurvival(x, 2), Math.exp(-x / 2));
    }
  });

  it('matches the df = 1 closed form 2·(1 − Φ(√x))', () => {
    for (const x of [0.3, 1, 4, 9, 25]) {
      expectRelativelyClose(chiSquaredSurvival(x, 1), 2 * normalCdf(-Math.sqrt(x)));
    }
  });

  it('is 1 at or below zero and rejects non-positive degrees of freedom', () => {
    expect(chiSquaredSurvival(0, 3)).toBe(1);
    expect(() => chiSquaredSurvival(1, 0)).toThrow(RangeError);
  });
});

describe('sampleRatioMismatch (GrowthBook check_srm)', () => {
  it('flags 1000 vs 1200 at 50/50 (p ≈ 0.000020079)', () => {
    const result = sampleRatioMismatch([1000, 1200], [0.5, 0.5]);
    expect(result.checked).toBe(true);
    expect(result.warning).toBe(true);
    expect(result.pValue).toBeCloseTo(0.000020079, 9);
  });

  it('accepts 1000 vs 1010 at 50/50', () => {
    const result = sampleRatioMismatch([1000, 1010], [0.5, 0.5]);
    expect(result).toMatchObject({ checked: true, warning: false });
    expect(result.pValue).toBeGreaterThan(0.8);
  });

  it('normalises the weights', () => {
    expect(sampleRatioMismatch([1000, 1200], [50, 50]).pValue).toBeCloseTo(
      sampleRatioMismatch([1000, 1200], [0.5, 0.5]).pValue,
      15,
    );
  });

  it('uses df = k − 1 with three variations', () => {
    const observed = [500, 560, 440];
    const weights = [1 / 3, 1 / 3, 1 / 3];
    const expected = 500;
    const statistic = observed.reduce((sum, units) => sum + (units - expected) ** 2 / expected, 0);
    const result = sampleRatioMismatch(observed, weights);
    expectRelativelyClose(result.pValue, Math.exp(-statistic / 2));
    expect(result).toMatchObject({ checked: true, warning: true });
  });

  it('honours uneven weights', () => {
    expect(sampleRatioMismatch([800, 200], [0.8, 0.2])).toEqual({
      pValue: 1,
      warning: false,
      checked: true,
    });
    expect(sampleRatioMismatch([500, 500], [0.8, 0.2]).warning).toBe(true);
  });

  it('does not check with fewer than 8 units in a variation or fewer than 2 variations', () => {
    const unchecked = { pValue: 1, warning: false, checked: false };
    expect(sampleRatioMismatch([7, 500], [0.5, 0.5])).toEqual(unchecked);
    expect(sampleRatioMismatch([0, 0], [0.5, 0.5])).toEqual(unchecked);
    expect(sampleRatioMismatch([1000], [1])).toEqual(unchecked);
    expect(sampleRatioMismatch([8, 8], [0.5, 0.5]).checked).toBe(true);
  });
});

/** The comparison of two arms, failing the test when it is "not enough data". */
function compared(control: BinomialArm, treatment: BinomialArm) {
  const result = compareToControl(control, treatment);
  if (result.status !== 'compared') throw new Error(`not compared: ${JSON.stringify(result)}`);
  return result;
}

describe('compareToControl (GrowthBook Bayesian, flat prior)', () => {
  it('reproduces the gbstats test vector 49/100 vs 51/100', () => {
    const result = compared({ users: 100, conversions: 49 }, { users: 100, conversions: 51 });
    expect(result.conversionRate).toBe(0.51);
    expect(result.uplift.expected).toBeCloseTo(0.04082, 5);
    expect(result.uplift.lower).toBeCloseTo(-0.24779, 5);
    expect(result.uplift.upper).toBeCloseTo(0.32943, 5);
    expect(result.uplift.stddev).toBeCloseTo(0.14725, 5);
    expect(result.chanceToBeatControl).toBeCloseTo(0.60918, 5);
  });

  it('is confident when the treatment is clearly better, and doubtful the other way round', () => {
    const worse = { users: 1000, conversions: 100 };
    const better = { users: 1000, conversions: 150 };
    expect(compared(worse, better).chanceToBeatControl).toBeGreaterThan(0.99);
    expect(compared(better, worse).chanceToBeatControl).toBeLessThan(0.01);
  });

  it('gives an even chance and zero lift on identical arms', () => {
    const arm = { users: 500, conversions: 40 };
    const result = compared(arm, arm);
    expect(result.uplift.expected).toBe(0);
    expect(result.chanceToBeatControl).toBe(0.5);
    expect(result.uplift.lower).toBeCloseTo(-result.uplift.upper, 15);
  });

  it('says "not enough data" for 0 of 9 against 2 of 8, with the visitors each side still needs', () => {
    // The back office once showed this as "Uplift +0.0% (+0.0% to +0.0%)" and a 50% chance.
    expect(compareToControl({ users: 8, conversions: 2 }, { users: 9, conversions: 0 })).toEqual({
      status: 'not-enough-data',
      conversionRate: 0,
      visitorsNeeded: { treatment: 91, control: 92 },
    });
  });

  it('asks for the visitors that bring the missing conversions at the rate seen so far', () => {
    // 2% pooled: the treatment's 2 of 400 needs 3 more conversions, about 150 more visitors.
    const result = compareToControl(
      { users: 600, conversions: 18 },
      { users: 400, conversions: 2 },
    );
    expect(result).toMatchObject({
      status: 'not-enough-data',
      visitorsNeeded: { treatment: 150, control: 0 },
    });
  });

  it('cannot say how many visitors it takes while nobody has converted, or everybody has', () => {
    for (const conversions of [0, 300]) {
      const arm = { users: 300, conversions };
      expect(compareToControl(arm, arm)).toEqual({
        status: 'not-enough-data',
        conversionRate: conversions / 300,
        visitorsNeeded: null,
      });
    }
  });

  it(`compares from ${MINIMUM_VISITORS_PER_ARM} visitors and ${MINIMUM_OUTCOMES_PER_ARM} of each outcome per arm, not before`, () => {
    const enough = { users: MINIMUM_VISITORS_PER_ARM, conversions: MINIMUM_OUTCOMES_PER_ARM };
    expect(compareToControl(enough, enough).status).toBe('compared');
    const short = [
      { users: MINIMUM_VISITORS_PER_ARM - 1, conversions: MINIMUM_OUTCOMES_PER_ARM },
      { users: MINIMUM_VISITORS_PER_ARM, conversions: MINIMUM_OUTCOMES_PER_ARM - 1 },
      { users: MINIMUM_VISITORS_PER_ARM, conversions: MINIMUM_VISITORS_PER_ARM - 4 },
      { users: 0, conversions: 0 },
    ];
    for (const arm of short) {
      expect(compareToControl(enough, arm).status).toBe('not-enough-data');
      expect(compareToControl(arm, enough).status).toBe('not-enough-data');
    }
  });

  it('never answers a finite-looking uplift without a spread behind it', () => {
    // Every compared answer has a positive standard deviation: the minimums rule out a degenerate arm.
    for (let controlConversions = 0; controlConversions <= 120; controlConversions += 3) {
      for (let treatmentConversions = 0; treatmentConversions <= 120; treatmentConversions += 3) {
        const result = compareToControl(
          { users: 120, conversions: controlConversions },
          { users: 120, conversions: treatmentConversions },
        );
        if (result.status === 'compared') {
          expect(result.uplift.stddev).toBeGreaterThan(0);
          expect(Number.isFinite(result.uplift.expected)).toBe(true);
        }
      }
    }
  });
});
