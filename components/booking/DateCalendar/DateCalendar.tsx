'use client';

import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { addDays, weekdayOf, type LocalDate } from '@/lib/time';
import * as styles from './DateCalendar.css';

export type DateCalendarProps = {
  label: string;
  selected: LocalDate | null;
  /** The first date the calendar shows (usually today in London). */
  firstDate: LocalDate;
  lastDate: LocalDate;
  isAvailable: (date: LocalDate) => boolean;
  onSelect: (date: LocalDate) => void;
};

const WEEK_HEADINGS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const asUtc = (date: LocalDate) => new Date(`${date}T00:00:00Z`);
const monthOf = (date: LocalDate) => `${date.slice(0, 7)}-01`;
const addMonths = (month: LocalDate, count: number) => {
  const d = asUtc(month);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + count, 1))
    .toISOString()
    .slice(0, 10);
};
const mondayIndex = (date: LocalDate) => (asUtc(date).getUTCDay() + 6) % 7;

/**
 * A month calendar following the WAI-ARIA date-grid pattern: one day is in the tab order, arrow keys
 * move by day and week, Page Up/Down by month, Home/End to the week's ends, Enter or Space choose.
 */
export function DateCalendar({
  label,
  selected,
  firstDate,
  lastDate,
  isAvailable,
  onSelect,
}: DateCalendarProps) {
  const headingId = useId();
  const [focused, setFocused] = useState<LocalDate>(selected ?? firstDate);
  const [month, setMonth] = useState<LocalDate>(monthOf(selected ?? firstDate));
  const grid = useRef<HTMLTableElement>(null);
  // False in the server HTML and while hydrating: keys pressed before then are not handled yet.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const clamp = (date: LocalDate) =>
    date < firstDate ? firstDate : date > lastDate ? lastDate : date;

  // Focus follows the keyboard in the same commit (not a frame later), so a key pressed right
  // after an arrow key (Enter picks the day) lands on the day that was moved to.
  const focusRequested = useRef(false);
  useLayoutEffect(() => {
    if (!focusRequested.current) return;
    focusRequested.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const moveFocus = (date: LocalDate) => {
    const next = clamp(date);
    focusRequested.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => LocalDate> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -mondayIndex(focused)),
      End: () => addDays(focused, 6 - mondayIndex(focused)),
      PageUp: () => addMonthsKeepingDay(focused, -1),
      PageDown: () => addMonthsKeepingDay(focused, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus(move());
  };

  const weeks: (LocalDate | null)[][] = [];
  const daysInMonth = new Date(
    Date.UTC(asUtc(month).getUTCFullYear(), asUtc(month).getUTCMonth() + 1, 0),
  ).getUTCDate();
  let week: (LocalDate | null)[] = Array.from({ length: mondayIndex(month) }, () => null);
  for (let day = 0; day < daysInMonth; day += 1) {
    week.push(addDays(month, day));
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);

  const canGoBack = month > monthOf(firstDate);
  const canGoForward = addMonths(month, 1) <= lastDate;
  const tabbable = focused.startsWith(month.slice(0, 7))
    ? focused
    : clamp(month < firstDate ? firstDate : month);

  return (
    <div className={styles.calendar} data-interactive={interactive}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => canGoBack && setMonth(addMonths(month, -1))}
          aria-disabled={!canGoBack}
          aria-label="Previous month"
        >
          ‹
        </button>
        <h3 id={headingId} className={styles.month} aria-live="polite">
          {monthFormat.format(asUtc(month))}
        </h3>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => canGoForward && setMonth(addMonths(month, 1))}
          aria-disabled={!canGoForward}
          aria-label="Next month"
        >
          ›
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={`${label}, ${monthFormat.format(asUtc(month))}`}
        aria-describedby={headingId}
        className={styles.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEK_HEADINGS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className={styles.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((days, row) => (
            <tr key={row}>
              {days.map((date, column) => {
                if (!date) return <td key={column} />;
                const inRange = date >= firstDate && date <= lastDate;
                const available = inRange && isAvailable(date);
                const isSelected = date === selected;
                return (
                  <td key={date} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === tabbable ? 0 : -1}
                      className={styles.day}
                      aria-label={`${dayFormat.format(asUtc(date))}${available ? '' : ', unavailable'}`}
                      aria-pressed={isSelected}
                      aria-disabled={!available}
                      data-weekday={weekdayOf(date)}
                      onFocus={() => setFocused(date)}
                      onClick={() => available && onSelect(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const noSubscription = () => () => {};

function addMonthsKeepingDay(date: LocalDate, count: number): LocalDate {
  const d = asUtc(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + count, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}
