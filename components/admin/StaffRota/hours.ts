import type { StaffHours } from '@/lib/db/schema/staff';
import type { Weekday } from '@/lib/time';

/** The week as the rota reads it, Monday first. */
export const ROTA_DAYS: readonly { day: Weekday; title: string; short: string }[] = [
  { day: 'monday', title: 'Monday', short: 'Mon' },
  { day: 'tuesday', title: 'Tuesday', short: 'Tue' },
  { day: 'wednesday', title: 'Wednesday', short: 'Wed' },
  { day: 'thursday', title: 'Thursday', short: 'Thu' },
  { day: 'friday', title: 'Friday', short: 'Fri' },
  { day: 'saturday', title: 'Saturday', short: 'Sat' },
  { day: 'sunday', title: 'Sunday', short: 'Sun' },
];

/** "Mon–Fri 09:00–20:00, Sat–Sun 10:00–18:00": each run of days in a row with the same shift. */
export function hoursSummary(hours: readonly StaffHours[]): string {
  const runs: { first: string; last: string; shift: string }[] = [];
  let dayBefore: string | null = null;
  for (const { day, short } of ROTA_DAYS) {
    const entry = hours.find((shift) => shift.day === day);
    const shift = entry ? `${entry.starts}–${entry.ends}` : null;
    const run = runs.at(-1);
    if (shift && run && shift === dayBefore) run.last = short;
    else if (shift) runs.push({ first: short, last: short, shift });
    dayBefore = shift;
  }
  if (runs.length === 0) return 'No working hours';
  return runs
    .map((run) => `${run.first === run.last ? run.first : `${run.first}–${run.last}`} ${run.shift}`)
    .join(', ');
}
