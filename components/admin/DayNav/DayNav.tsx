import Link from 'next/link';
import { addDays, type LocalDate } from '@/lib/time';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Form';
import * as styles from './DayNav.css';

/** A back-office page's day: the day before and after, today, and any day picked from a calendar. */
export function DayNav({ path, date, today }: { path: string; date: LocalDate; today: LocalDate }) {
  const dayHref = (day: LocalDate) => `${path}?date=${day}`;
  return (
    <div className={styles.dayNav}>
      <nav aria-label="Days" className={styles.actions}>
        <Link href={dayHref(addDays(date, -1))}>Previous day</Link>
        {date !== today && <Link href={dayHref(today)}>Today</Link>}
        <Link href={dayHref(addDays(date, 1))}>Next day</Link>
      </nav>
      {/* A plain GET form: the day is the page's address, so it works before the scripts load. */}
      <form method="get" className={styles.dayPicker} aria-label="Choose a day">
        <TextField name="date" type="date" label="Day" defaultValue={date} required />
        <Button type="submit" variant="secondary" size="sm">
          Show the day
        </Button>
      </form>
    </div>
  );
}
