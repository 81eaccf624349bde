/**
 * A/B test statistics as GrowthBook's gbstats computes them (`packages/stats/gbstats/`):
 * sample-ratio-mismatch check and the Bayesian comparison of a binomial metric.
 * Pure functions with no dependencies, so they run anywhere (server, scripts, tests).
 */

/** GrowthBook warns of a sample-ratio mismatch below this p-value. */
export const SRM_P_VALUE_THRESHOLD = 0.001;

/** GrowthBook skips the sample-ratio check until every variation has this many units. */
export const SRM_MINIMUM_UNITS_PER_VARIATION = 8;

/** Φ⁻¹(0.975): half-width of a 95% interval in standard deviations. */
const Z_975 = 1.959963984540054;

const ONE_OVER_SQRT_PI = 0.56418958354775628695;

// W. J. Cody, "Rational Chebyshev approximations for the error function", Math. Comp. 23 (1969),
// coefficients as in Netlib specfun `calerf`; relative error below 1e-15 in double precision.
const ERF_A = [
  3.1611237438705656, 113.864154151050156, 377.485237685302021, 3209.37758913846947,
  0.185777706184603153,
] as const;
const ERF_B = [
  23.6012909523441209, 244.024637934444173, 1282.61652607737228, 2844.23683343917062,
] as const;
const ERFC_C = [
  0.564188496988670089, 8.88314979438837594, 66.1191906371416295, 298.635138197400131,
  881.95222124176909, 1712.04761263407058, 2051.07837782607147, 1230.33935479799725,
  2.15311535474403846e-8,
] as const;
const ERFC_D = [
  15.7449261107098347, 117.693950891312499, 537.181101862009858, 1621.38957456669019,
  3290.79923573345963, 4362.61909014324716, 3439.36767414372164, 1230.33935480374942,
] as const;
const ERFC_P = [
  0.305326634961232344, 0.360344899949804439, 0.125781726111229246, 0.0160837851487422766,
  6.58749161529837803e-4, 0.0163153871373020978,
] as const;
const ERFC_Q = [
  2.56852019228982242, 1.87295284992346047, 0.527905102951428412, 0.0605183413124413191,
  2.33520497626869185e-3,
] as const;

/** exp(−y²) without the cancellation error of squaring a large y directly (Cody's splitting). */
function expMinusSquare(y: number): number {
  const rounded = Math.trunc(y * 16) / 16;
  const remainder = (y - rounded) * (y + rounded);
  return Math.exp(-rounded * rounded) * Math.exp(-remainder);
}

/** Complementary error function, computed directly so tails keep full relative precision. */
function erfc(x: number): number {
  const y = Math.abs(x);
  let result: number;
  if (y <= 0.46875) {
    const ysq = y * y;
    let numerator = ERF_A[4] * ysq;
    let denominator = ysq;
    for (let i = 0; i < 3; i++) {
      numerator = (numerator + ERF_A[i]!) * ysq;
      denominator = (denominator + ERF_B[i]!) * ysq;
    }
    return 1 - (x * (numerator + ERF_A[3])) / (denominator + ERF_B[3]);
  }
  if (y <= 4) {
    let numerator = ERFC_C[8] * y;
    let denominator = y;
    for (let i = 0; i < 7; i++) {
      numerator = (numerator + ERFC_C[i]!) * y;
      denominator = (denominator + ERFC_D[i]!) * y;
    }
    result = (expMinusSquare(y) * (numerator + ERFC_C[7])) / (denominator + ERFC_D[7]);
  } else if (y < 26.543) {
    const inverseSquare = 1 / (y * y);
    let numerator = ERFC_P[5] * inverseSquare;
    let denominator = inverseSquare;
    for (let i = 0; i < 4; i++) {
      numerator = (numerator + ERFC_P[i]!) * inverseSquare;
      denominator = (denominator + ERFC_Q[i]!) * inverseSquare;
    }
    const correction = (inverseSquare * (numerator + ERFC_P[4])) / (denominator + ERFC_Q[4]);
    result = (expMinusSquare(y) * (ONE_OVER_SQRT_PI - correction)) / y;
  } else {
    result = 0; // underflows double precision
  }
  return x < 0 ? 2 - result : result;
}

/** Standard normal CDF Φ(x), via erfc so both tails stay accurate (~1e-15). */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

// Lanczos approximation, g = 7, n = 9 (about 15 significant digits).
const LANCZOS_G = 7;
const LANCZOS_COEFFICIENTS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
] as const;

/** ln Γ(a) for a > 0; the log form avoids overflow for large degrees of freedom. */
function logGamma(a: number): number {
  if (a < 0.5) return logGamma(a + 1) - Math.log(a); // Lanczos is accurate from 0.5 upwards
  const z = a - 1;
  let sum = LANCZOS_COEFFICIENTS[0];
  for (let i = 1; i < LANCZOS_COEFFICIENTS.length; i++) sum += LANCZOS_COEFFICIENTS[i]! / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const INCOMPLETE_GAMMA_EPSILON = 1e-15;
const INCOMPLETE_GAMMA_MAX_ITERATIONS = 10_000;
const TINY = 1e-300;

/** Regularized upper incomplete gamma Q(a, x) (Numerical Recipes' gser/gcf split at x = a + 1). */
function regularizedUpperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefactor = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    // Series for P(a, x), which converges fast here; Q = 1 − P is not small so no precision is lost.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < INCOMPLETE_GAMMA_MAX_ITERATIONS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * INCOMPLETE_GAMMA_EPSILON) break;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefactor));
  }
  // Continued fraction for Q(a, x) by the modified Lentz method; keeps small tail p-values precise.
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let fraction = d;
  for (let n = 1; n < INCOMPLETE_GAMMA_MAX_ITERATIONS; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    fraction *= delta;
    if (Math.abs(delta - 1) < INCOMPLETE_GAMMA_EPSILON) break;
  }
  return Math.exp(logPrefactor) * fraction;
}

/** P(X > statistic) for X ~ χ²(degreesOfFreedom): the p-value of a chi-squared test. */
export function chiSquaredSurvival(statistic: number, degreesOfFreedom: number): number {
  if (!(degreesOfFreedom > 0)) throw new RangeError('degreesOfFreedom must be positive');
  return regularizedUpperGamma(degreesOfFreedom / 2, statistic / 2);
}

export type SampleRatioMismatch = {
  /** Chi-squared goodness-of-fit p-value; 1 when not checked. */
  pValue: number;
  /** True when the split is implausible under the configured weights (p < 0.001). */
  warning: boolean;
  /** False when there is too little data to test (GrowthBook's minimum per variation). */
  checked: boolean;
};

/** GrowthBook's `check_srm`: Pearson chi-squared of observed units against the weights, df = k − 1. */
export function sampleRatioMismatch(observed: number[], weights: number[]): SampleRatioMismatch {
  if (observed.length !== weights.length) {
    throw new RangeError('observed and weights must have one entry per variation');
  }
  if (observed.length < 2 || observed.some((units) => units < SRM_MINIMUM_UNITS_PER_VARIATION)) {
    return { pValue: 1, warning: false, checked: false };
  }
  const totalObserved = observed.reduce((sum, units) => sum + units, 0);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  let statistic = 0;
  observed.forEach((units, i) => {
    const weight = weights[i]!;
    if (weight <= 0) return; // as GrowthBook: a variation with no traffic share adds nothing
    const expected = (weight / totalWeight) * totalObserved;
    statistic += (units - expected) ** 2 / expected;
  });
  const pValue = chiSquaredSurvival(statistic, observed.length - 1);
  return { pValue, warning: pValue < SRM_P_VALUE_THRESHOLD, checked: true };
}

export type BinomialArm = { users: number; conversions: number };

/**
 * Visitors each arm needs before a comparison is shown: PostHog's exposure threshold
 * (`FF_DISTRIBUTION_THRESHOLD`), since GrowthBook leaves the minimum to each metric.
 */
export const MINIMUM_VISITORS_PER_ARM = 100;

/**
 * Conversions, and visitors who did not convert, each arm needs: the delta method below rests on the
 * normal approximation of a binomial, which the usual rule of thumb trusts from n·p ≥ 5 and n·(1 − p) ≥ 5.
 * A variant with no conversions has no interval at all (its variance is 0), which is the case this guards.
 */
export const MINIMUM_OUTCOMES_PER_ARM = 5;

export type Comparison =
  | {
      status: 'compared';
      /** The treatment's conversion rate. */
      conversionRate: number;
      /** Posterior of the relative lift (treatment / control − 1) with its 95% credible interval. */
      uplift: { expected: number; lower: number; upper: number; stddev: number };
      /** Posterior probability that the treatment's conversion rate beats the control's. */
      chanceToBeatControl: number;
    }
  | {
      status: 'not-enough-data';
      conversionRate: number;
      /**
       * More visitors the treatment and the control need, at the rate seen so far across both; null
       * when nobody has converted yet, so no rate says how many visitors the conversions take.
       */
      visitorsNeeded: { treatment: number; control: number } | null;
    };

/** Visitors an arm still needs, expecting the pooled rate of both arms; null when that rate cannot say. */
function visitorsStillNeeded(arm: BinomialArm, pooledRate: number): number | null {
  const conversionsShort = Math.max(0, MINIMUM_OUTCOMES_PER_ARM - arm.conversions);
  const othersShort = Math.max(0, MINIMUM_OUTCOMES_PER_ARM - (arm.users - arm.conversions));
  if ((conversionsShort > 0 && pooledRate <= 0) || (othersShort > 0 && pooledRate >= 1))
    return null;
  return Math.max(
    MINIMUM_VISITORS_PER_ARM - arm.users,
    conversionsShort > 0 ? Math.ceil(conversionsShort / pooledRate) : 0,
    othersShort > 0 ? Math.ceil(othersShort / (1 - pooledRate)) : 0,
    0,
  );
}

/**
 * GrowthBook's Bayesian engine (since 2024) for a binomial metric with a flat prior:
 * delta-method relative lift and standard error, normal posterior. Below the minimums above the answer
 * is "not enough data yet" with what is missing, never an uplift of 0 and an even chance.
 */
export function compareToControl(control: BinomialArm, treatment: BinomialArm): Comparison {
  const conversionRate = treatment.users > 0 ? treatment.conversions / treatment.users : 0;
  const totalUsers = control.users + treatment.users;
  const pooledRate =
    totalUsers > 0 ? (control.conversions + treatment.conversions) / totalUsers : 0;
  const needed = {
    treatment: visitorsStillNeeded(treatment, pooledRate),
    control: visitorsStillNeeded(control, pooledRate),
  };
  if (needed.treatment !== 0 || needed.control !== 0) {
    return {
      status: 'not-enough-data',
      conversionRate,
      visitorsNeeded:
        needed.treatment === null || needed.control === null
          ? null
          : { treatment: needed.treatment, control: needed.control },
    };
  }

  const meanControl = control.conversions / control.users;
  const meanTreatment = conversionRate;
  const varianceControl = meanControl * (1 - meanControl);
  const varianceTreatment = meanTreatment * (1 - meanTreatment);
  const expected = meanTreatment / meanControl - 1;
  // Delta method for the ratio of two independent means (gbstats `variance_of_ratios`, zero covariance).
  const variance =
    varianceTreatment / (treatment.users * meanControl ** 2) +
    (varianceControl * meanTreatment ** 2) / (control.users * meanControl ** 4);
  const stddev = Math.sqrt(variance);

  return {
    status: 'compared',
    conversionRate,
    uplift: {
      expected,
      lower: expected - Z_975 * stddev,
      upper: expected + Z_975 * stddev,
      stddev,
    },
    chanceToBeatControl: normalCdf(expected / stddev),
  };
}
