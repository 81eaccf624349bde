import type { ExperimentStatus } from '../db/schema/experiments';

// The A/B tests of spec §9: all started 2025-06-04, every variant weighted 50/50.
export type VariantDefinition<Config> = { name: string; weight: number; config: Config };

export type ExperimentDefinition<Config = Record<string, unknown>> = {
  id: string;
  name: string;
  description: string;
  isActive: boolean;
  startDate: string;
  variants: VariantDefinition<Config>[];
};

export const experiments = {
  heroSection: {
    id: 'heroSection',
    name: 'Hero section message',
    description: 'Professional emphasis against viral emphasis in the home hero.',
    isActive: true,
    startDate: '2025-06-04',
    variants: [
      { name: 'control', weight: 50, config: {} },
      { name: 'viral_focus', weight: 50, config: {} },
    ],
  },
  bookingFlow: {
    id: 'bookingFlow',
    name: 'Booking flow',
    description: 'One-step booking with the calendar against a consultation first.',
    isActive: true,
    startDate: '2025-06-04',
    variants: [
      {
        name: 'simple',
        weight: 50,
        config: { steps: 1, showCalendar: true, requireConsultation: false },
      },
      {
        name: 'consultation_first',
        weight: 50,
        config: { steps: 2, showCalendar: false, requireConsultation: true },
      },
    ],
  },
  testimonialDisplay: {
    id: 'testimonialDisplay',
    name: 'Testimonial display',
    description: 'Carousel against a featured grid.',
    isActive: true,
    startDate: '2025-06-04',
    variants: [
      { name: 'carousel', weight: 50, config: {} },
      { name: 'featured_grid', weight: 50, config: {} },
    ],
  },
} as const satisfies Record<string, ExperimentDefinition>;

export type ExperimentId = keyof typeof experiments;
export type VariantName<Id extends ExperimentId> =
  (typeof experiments)[Id]['variants'][number]['name'];
export type VariantConfig<Id extends ExperimentId> =
  (typeof experiments)[Id]['variants'][number]['config'];

export type ExperimentState = {
  id: ExperimentId;
  status: ExperimentStatus;
  /** Weight per variant name; only new visitors are assigned by it. */
  weights: Record<string, number>;
  /** The variant everyone gets once rolled out. */
  winner: string | null;
};

export type ExperimentStates = Record<ExperimentId, ExperimentState>;

/** The variant shown while a test is paused (and to visitors outside every test): the first one. */
export const controlOf = (id: ExperimentId): string => experiments[id].variants[0]!.name;

export function seedState(id: ExperimentId): ExperimentState {
  const definition = experiments[id];
  return {
    id,
    status: definition.isActive ? 'running' : 'paused',
    weights: Object.fromEntries(
      definition.variants.map((variant) => [variant.name, variant.weight]),
    ),
    winner: null,
  };
}

export const seedStates = (): ExperimentStates =>
  Object.fromEntries(
    (Object.keys(experiments) as ExperimentId[]).map((id) => [id, seedState(id)]),
  ) as ExperimentStates;
