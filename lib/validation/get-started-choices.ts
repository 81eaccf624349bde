// The wizard's answer choices, without zod: the browser's wizard needs them, its schema only when
// the visitor moves on (./get-started.ts).
export const SHOW_FORMATS = ['audio', 'video', 'both', 'unsure'] as const;
export const SHOW_STAGES = ['idea', 'launching', 'established'] as const;
export const SHOW_NEEDS = [
  'studio',
  'production',
  'sound-design',
  'distribution',
  'consultation',
  'remote',
] as const;
export const EPISODE_CADENCES = ['one-off', 'monthly', 'fortnightly', 'weekly'] as const;
