import { vars } from '../../theme/theme.css';

export type Space = keyof typeof vars.space;

/** Recipe variants, one a spacing step, that set `property` to that step. */
export function spaceScale<P extends string>(property: P) {
  return Object.fromEntries(
    Object.entries(vars.space).map(([step, value]) => [step, { [property]: value }]),
  ) as Record<Space, Record<P, string>>;
}
