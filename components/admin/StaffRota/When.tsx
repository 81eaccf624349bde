import { londonClockTime, londonDateOf, toLondonIso } from '@/lib/time';

/** `2026-06-03 09:00` on London clocks. */
export const londonDateTime = (instant: Date) =>
  `${londonDateOf(instant)} ${londonClockTime(instant)}`;

/** An instant as the rota shows it, London date and time, machine-readable with its offset. */
export function When({ at }: { at: Date }) {
  return <time dateTime={toLondonIso(at)}>{londonDateTime(at)}</time>;
}
