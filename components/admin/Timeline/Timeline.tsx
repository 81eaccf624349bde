'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { TimelineDay, TimelineStudio } from '@/lib/booking/timeline';
import type { RepriceOffer } from '@/lib/booking/staff-move';
import { formatPounds } from '@/lib/booking/rules';
import { requestJson } from '@/lib/fetch';
import { londonWallTimeToInstant, type LocalDate } from '@/lib/time';
import { Button } from '@/components/ui/Button';
import type { TimelineBusyEntry, TimelineEntry } from './entries';
import {
  axisOf,
  clockOf,
  onRow,
  percentAt,
  resized,
  rowKey,
  samePosition,
  shifted,
  snap,
  stepAt,
  type Axis,
  type Position,
  type Row,
} from './geometry';
import { customersHref } from '../Customers/customer-links';
import { MovePanel } from './MovePanel';
import { useLiveRefresh } from './useLiveRefresh';
import * as styles from './Timeline.css';

export type TimelineProps = {
  days: TimelineDay[];
  studios: TimelineStudio[];
  entries: TimelineEntry[];
  busy: TimelineBusyEntry[];
  today: LocalDate;
  /** London wall-clock minute of now, for the marker on today's rows. */
  nowMinute: number;
  /** Follow the site's bookings as they change (off in stories). */
  live?: boolean;
};

type Drag = {
  entry: TimelineEntry;
  mode: 'move' | 'resize';
  x: number;
  y: number;
  rowWidth: number;
  /** Where the pointer has taken it so far; null until it moved past a click's wobble. */
  to: Position | null;
};

type Status = { tone: 'error' | 'info'; text: string } | null;

const dayWords = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayName = (date: LocalDate) => dayWords.format(new Date(`${date}T12:00:00Z`));

const positionOf = (entry: TimelineEntry): Position => ({
  date: entry.date,
  studioId: entry.studioId,
  startMinute: entry.startMinute,
  endMinute: entry.endMinute,
});

/**
 * The studio timeline: each day's studios as rows, hours as columns, sessions, holds, imported busy
 * times and closed hours drawn apart. A booking moves by dragging it (to another time or studio) or
 * its end (a new length), by the arrow keys, or with the form its click opens; every move goes
 * through the server's rules, which refuse a clash with the reason or first ask about a new price.
 */
export function Timeline(props: TimelineProps) {
  const { days, studios, entries, busy, today, nowMinute } = props;
  const router = useRouter();
  const hintId = useId();
  const rows: Row[] = useMemo(
    () => days.flatMap((day) => studios.map((studio) => ({ date: day.date, studioId: studio.id }))),
    [days, studios],
  );
  const axis: Axis = useMemo(
    () =>
      axisOf([
        ...days.flatMap((day) =>
          day.opensMinute === null || day.closesMinute === null
            ? []
            : [{ fromMinute: day.opensMinute, toMinute: day.closesMinute }],
        ),
        ...entries.map((entry) => ({
          fromMinute: entry.startMinute - entry.beforeMinutes,
          toMinute: entry.endMinute + entry.afterMinutes,
        })),
      ]),
    [days, entries],
  );
  const [proposed, setProposal] = useState<{ entry: TimelineEntry; to: Position } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [reprice, setReprice] = useState<RepriceOffer | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);
  const drag = useRef<Drag | null>(null);
  const dragEnded = useRef(false);

  // Once the page shows the booking where it was proposed (moved, or proposed back where it is),
  // the proposal is done with.
  const proposal =
    proposed &&
    !entries.some(
      (entry) => entry.id === proposed.entry.id && samePosition(positionOf(entry), proposed.to),
    )
      ? proposed
      : null;
  useLiveRefresh(props.live !== false, proposal !== null || sending);
  // A booking moved from the keyboard is drawn anew in its new row: the focus goes with it.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const id = refocus.current;
    const moved = id && document.querySelector<HTMLElement>(`[data-entry-id="${id}"]`);
    if (moved && moved !== document.activeElement) {
      refocus.current = null;
      moved.focus();
    }
  }, [entries]);

  const studioTitle = (id: string) => studios.find((studio) => studio.id === id)?.title ?? id;
  const describe = (to: Position) =>
    `${studioTitle(to.studioId)}, ${dayName(to.date)}, ${clockOf(to.startMinute)}-${clockOf(to.endMinute)}`;

  const cancel = (text?: string) => {
    setProposal(null);
    setReprice(null);
    setStatus(text ? { tone: 'info', text } : null);
  };

  /** Asks the server to move; a new price is asked about before anything is charged or credited. */
  const submit = async (entry: TimelineEntry, to: Position, acceptedPricePence?: number) => {
    setProposal({ entry, to });
    setSending(true);
    setStatus({ tone: 'info', text: `Moving ${entry.reference} to ${describe(to)}…` });
    const answer = await requestJson<{ reprice?: RepriceOffer }>(
      'POST',
      `/api/admin/bookings/${entry.id}/move`,
      {
        studioId: to.studioId,
        start: londonWallTimeToInstant(to.date, to.startMinute).toISOString(),
        end: londonWallTimeToInstant(to.date, to.endMinute).toISOString(),
        ...(acceptedPricePence === undefined ? {} : { acceptedPricePence }),
      },
    );
    setSending(false);
    if (!answer.ok) {
      // The booking snaps back to where it is; the reason stays on screen.
      setProposal(null);
      setReprice(null);
      setStatus({ tone: 'error', text: `${entry.reference} was not moved: ${answer.error}` });
      return;
    }
    if (answer.body.reprice) {
      setReprice(answer.body.reprice);
      setStatus({
        tone: 'info',
        text: `Moving ${entry.reference} to ${describe(to)} changes its price.`,
      });
      return;
    }
    setReprice(null);
    setSelected(null);
    setStatus({ tone: 'info', text: `Moved ${entry.reference} to ${describe(to)}.` });
    refocus.current = entry.id;
    router.refresh();
  };

  const propose = (entry: TimelineEntry, change: (from: Position) => Position) => {
    const from = proposal?.entry.id === entry.id ? proposal.to : positionOf(entry);
    const to = change(from);
    setReprice(null);
    setProposal({ entry, to });
    setStatus({
      tone: 'info',
      text: `${entry.reference} to ${describe(to)}. Enter to move, Escape to keep it where it is.`,
    });
  };

  const onEntryKey = (entry: TimelineEntry, event: KeyboardEvent) => {
    if (sending) return;
    const mine = proposal?.entry.id === entry.id ? proposal : null;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key as 'ArrowLeft' | 'ArrowRight'];
    if (step !== undefined) {
      event.preventDefault();
      propose(entry, (from) =>
        event.shiftKey ? resized(from, step, axis) : shifted(from, step, axis),
      );
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      propose(entry, (from) => onRow(from, rows, event.key === 'ArrowUp' ? -1 : 1));
    } else if (event.key === 'Escape' && mine) {
      event.preventDefault();
      cancel(`${entry.reference} stays where it is.`);
    } else if (event.key === 'Enter' && mine && !reprice) {
      event.preventDefault();
      if (samePosition(mine.to, positionOf(entry))) cancel();
      else void submit(entry, mine.to);
    }
  };

  // A drag follows the pointer on the window: the booking it moves is drawn in another row as it
  // goes, and the element that took the pointer down is gone then.
  const startDrag = (
    entry: TimelineEntry,
    mode: Drag['mode'],
    event: PointerEvent<HTMLElement>,
  ) => {
    if (sending || event.button !== 0 || drag.current) return;
    const row = (
      event.currentTarget.closest('[data-row]') as HTMLElement | null
    )?.getBoundingClientRect();
    if (!row) return;
    event.stopPropagation();
    const current: Drag = {
      entry,
      mode,
      x: event.clientX,
      y: event.clientY,
      rowWidth: row.width,
      to: null,
    };
    drag.current = current;
    const follow = (move: globalThis.PointerEvent) => {
      const dx = move.clientX - current.x;
      if (!current.to && Math.hypot(dx, move.clientY - current.y) < 4) return;
      const steps = snap((dx / current.rowWidth) * (axis.toMinute - axis.fromMinute)) / 30;
      const from = positionOf(entry);
      const under = document
        .elementsFromPoint(move.clientX, move.clientY)
        .map((element) => (element as HTMLElement).dataset?.row)
        .find(Boolean);
      const target = rows.find((candidate) => rowKey(candidate) === under) ?? from;
      current.to =
        mode === 'resize'
          ? resized(from, steps, axis)
          : shifted({ ...from, date: target.date, studioId: target.studioId }, steps, axis);
      setProposal({ entry, to: current.to });
    };
    const finish = (up: globalThis.PointerEvent) => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
      drag.current = null;
      if (current.to) {
        dragEnded.current = true;
        // The click that follows the pointer's release comes before any timer.
        setTimeout(() => (dragEnded.current = false));
      }
      if (up.type === 'pointercancel') return cancel();
      // A click: the booking's panel, with the form that moves it without dragging.
      if (!current.to) return setSelected(entry.id);
      if (samePosition(current.to, positionOf(entry))) cancel();
      else void submit(entry, current.to);
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
  };

  const bookAt = (row: Row, event: MouseEvent<HTMLElement>) => {
    // Only the free track itself: a click on a booking or a closed time is not a booking here, nor
    // the click a browser sends when a drag ends over the track.
    if (event.target !== event.currentTarget || dragEnded.current) return;
    const track = event.currentTarget.getBoundingClientRect();
    const minute = stepAt(axis, (event.clientX - track.left) / track.width);
    router.push(bookHref(row, minute));
  };

  const hours = Array.from(
    { length: (axis.toMinute - axis.fromMinute) / 60 },
    (_, i) => axis.fromMinute + i * 60,
  );
  const selectedEntry = entries.find((entry) => entry.id === selected) ?? null;

  return (
    <div className={styles.wrap}>
      <p id={hintId} className={styles.hint}>
        Drag a booking to another time or studio, or drag its right edge to change its length. With
        the keyboard: the arrow keys move it, Shift and the arrow keys change its length, Enter
        moves it, Escape keeps it. Click an empty time to book a customer at that time.
      </p>
      <div
        className={styles.grid}
        role="group"
        aria-label="Studio timeline"
        aria-describedby={hintId}
        // The track's hour lines repeat once per hour shown.
        style={{ '--timeline-hours': hours.length } as CSSProperties}
      >
        <div className={styles.axisRow} aria-hidden="true">
          <span className={styles.rowLabel} />
          <div className={styles.track}>
            {hours.map((minute) => (
              <span
                key={minute}
                className={styles.hour}
                style={{ left: `${percentAt(axis, minute)}%` }}
              >
                {clockOf(minute)}
              </span>
            ))}
          </div>
        </div>
        {days.map((day) => (
          <div
            key={day.date}
            className={styles.dayGroup}
            role="group"
            aria-label={dayName(day.date)}
          >
            {days.length > 1 && <h2 className={styles.dayHeading}>{dayName(day.date)}</h2>}
            {studios.map((studio) => {
              const row = { date: day.date, studioId: studio.id };
              const key = rowKey(row);
              return (
                <div key={key} className={styles.row}>
                  <span className={styles.rowLabel}>
                    {studio.title}
                    <Link href={bookHref(row)} className={styles.bookLink}>
                      Book {studio.title}
                      {days.length > 1 ? `, ${dayName(day.date)}` : ''}
                    </Link>
                  </span>
                  {/* Clicking a free time is the pointer's shortcut for the row's Book link. */}
                  <div
                    className={styles.track}
                    data-row={key}
                    data-testid={`timeline-row-${key}`}
                    onClick={(event) => bookAt(row, event)}
                  >
                    <ClosedHours day={day} axis={axis} />
                    {busy
                      .filter((block) => block.studioId === studio.id && block.date === day.date)
                      .map((block) => (
                        <span
                          key={`${block.startMinute}-${block.endMinute}`}
                          className={styles.busy}
                          style={spanStyle(axis, block.startMinute, block.endMinute)}
                          title="Busy in the studio's imported calendar"
                        >
                          Busy
                        </span>
                      ))}
                    {day.date === today &&
                      nowMinute >= axis.fromMinute &&
                      nowMinute <= axis.toMinute && (
                        <span
                          className={styles.now}
                          style={{ left: `${percentAt(axis, nowMinute)}%` }}
                          aria-hidden="true"
                        />
                      )}
                    {entries
                      .filter((entry) => rowKey(positionOf(entry)) === key)
                      .map((entry) => (
                        <button
                          key={entry.id}
                          type="button"
                          className={styles.entry}
                          data-kind={entry.kind}
                          data-moving={proposal?.entry.id === entry.id || undefined}
                          data-entry-id={entry.id}
                          data-testid={`timeline-entry-${entry.reference}`}
                          style={blockStyle(axis, entry, positionOf(entry))}
                          // Starts with the words it shows (WCAG 2.5.3), then what only the eye gets from its look.
                          aria-label={`${clockOf(entry.startMinute)}-${clockOf(entry.endMinute)} ${entry.guestName}${staffWords(entry)}, ${entryWords(entry)}, ${entry.reference}`}
                          aria-describedby={hintId}
                          aria-expanded={selected === entry.id}
                          onPointerDown={(event) => startDrag(entry, 'move', event)}
                          onKeyDown={(event) => onEntryKey(entry, event)}
                          onClick={(event) => {
                            // A pointer's click opens the panel when the drag ends; this is Enter and Space.
                            if (event.detail === 0 && !proposal) setSelected(entry.id);
                          }}
                        >
                          <EntryFace entry={entry} at={positionOf(entry)} />
                          <span
                            className={styles.resize}
                            aria-hidden="true"
                            data-testid={`timeline-resize-${entry.reference}`}
                            onPointerDown={(event) => startDrag(entry, 'resize', event)}
                          />
                        </button>
                      ))}
                    {proposal && rowKey(proposal.to) === key && (
                      // Where the booking would go; it stays (and keeps the focus) where it is until moved.
                      <span
                        className={styles.entry}
                        data-kind={proposal.entry.kind}
                        data-ghost=""
                        aria-hidden="true"
                        data-testid="timeline-proposal"
                        style={blockStyle(axis, proposal.entry, proposal.to)}
                      >
                        <EntryFace entry={proposal.entry} at={proposal.to} />
                      </span>
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        ))}
      </div>

      <NarrowList days={days} studios={studios} entries={entries} />

      <p role="status" className={styles.status} data-tone={status?.tone}>
        {status?.text}
      </p>
      {reprice && proposal && (
        <div className={styles.reprice} role="alertdialog" aria-labelledby={`${hintId}-reprice`}>
          <p id={`${hintId}-reprice`}>
            This move changes the price of {proposal.entry.reference} from{' '}
            {formatPounds(reprice.fromPence)} to {formatPounds(reprice.toPence)}
            {reprice.refundPence > 0 && `; ${formatPounds(reprice.refundPence)} will be refunded`}
            {reprice.balanceDuePence > 0 &&
              `; ${formatPounds(reprice.balanceDuePence)} will be due`}
            .
          </p>
          <div className={styles.actions}>
            <Button
              disabled={sending}
              autoFocus
              onClick={() => void submit(proposal.entry, proposal.to, reprice.toPence)}
            >
              Move and re-price
            </Button>
            <Button
              variant="secondary"
              onClick={() => cancel(`${proposal.entry.reference} stays where it is.`)}
            >
              Keep it where it is
            </Button>
          </div>
        </div>
      )}
      {selectedEntry && (
        <MovePanel
          key={selectedEntry.id}
          entry={selectedEntry}
          studios={studios}
          sending={sending}
          onMove={(to) => void submit(selectedEntry, to)}
          onClose={() => setSelected(null)}
        />
      )}
    </div>
  );
}

/**
 * Booking a customer at a free time starts with picking the customer; the studio, the day and the
 * time clicked (if a time was) go along to the booking form.
 */
function bookHref(row: Row, minute?: number) {
  const time = minute === undefined ? undefined : clockOf(minute);
  return customersHref({}, { studio: row.studioId, date: row.date, time });
}

/** Who runs it, as the block shows after the customer's name. */
function staffWords(entry: TimelineEntry): string {
  return entry.staffing?.person ? ` · ${entry.staffing.person.name}` : '';
}

function entryWords(entry: TimelineEntry): string {
  const state = { session: 'booked', hold: 'held while paying', 'no-show': 'no-show' }[entry.kind];
  return `${state}${entry.checkedIn ? ', checked in' : ''}, ${entry.payment}`;
}

/** The session within its block: setup before it and teardown and buffer after it drawn lighter. */
function sessionInset(entry: TimelineEntry, at: Position) {
  const total = entry.beforeMinutes + (at.endMinute - at.startMinute) + entry.afterMinutes;
  return {
    left: `${(entry.beforeMinutes / total) * 100}%`,
    right: `${(entry.afterMinutes / total) * 100}%`,
  };
}

/** A booking's block: its session with the setup before and the teardown and buffer after. */
function blockStyle(axis: Axis, entry: TimelineEntry, at: Position) {
  return spanStyle(axis, at.startMinute - entry.beforeMinutes, at.endMinute + entry.afterMinutes);
}

function EntryFace({ entry, at }: { entry: TimelineEntry; at: Position }) {
  return (
    <span className={styles.session} style={sessionInset(entry, at)}>
      <span className={styles.entryTime}>
        {clockOf(at.startMinute)}-{clockOf(at.endMinute)}
      </span>{' '}
      {entry.guestName}
      {staffWords(entry)}
    </span>
  );
}

function spanStyle(axis: Axis, from: number, to: number) {
  const left = Math.max(0, percentAt(axis, from));
  return {
    left: `${left}%`,
    width: `${Math.max(0.5, Math.min(100, percentAt(axis, to)) - left)}%`,
  };
}

/** The hours a day is closed, shaded; a closed day says why. */
function ClosedHours({ day, axis }: { day: TimelineDay; axis: Axis }) {
  if (day.opensMinute === null || day.closesMinute === null) {
    return (
      <span className={styles.closed} style={{ left: 0, width: '100%' }}>
        {day.closure}
      </span>
    );
  }
  return (
    <>
      {day.opensMinute > axis.fromMinute && (
        <span className={styles.closed} style={spanStyle(axis, axis.fromMinute, day.opensMinute)} />
      )}
      {day.closesMinute < axis.toMinute && (
        <span className={styles.closed} style={spanStyle(axis, day.closesMinute, axis.toMinute)} />
      )}
    </>
  );
}

/** Below the grid's width, the same day as lists, each booking linking to its page. */
function NarrowList({
  days,
  studios,
  entries,
}: Pick<TimelineProps, 'days' | 'studios' | 'entries'>) {
  return (
    <div className={styles.narrow}>
      {days.map((day) => (
        <section key={day.date} aria-label={`${dayName(day.date)}, as a list`}>
          <h2 className={styles.dayHeading}>{dayName(day.date)}</h2>
          {studios.map((studio) => {
            const sessions = entries.filter(
              (entry) => entry.date === day.date && entry.studioId === studio.id,
            );
            return (
              <div key={studio.id}>
                <h3 className={styles.narrowStudio}>{studio.title}</h3>
                {day.closure ? (
                  <p>{day.closure}</p>
                ) : sessions.length === 0 ? (
                  <p>Free all day.</p>
                ) : (
                  <ol className={styles.narrowList}>
                    {sessions.map((entry) => (
                      <li key={entry.id}>
                        <strong>
                          {clockOf(entry.startMinute)}-{clockOf(entry.endMinute)}
                        </strong>{' '}
                        {entry.guestName}, {entryWords(entry)} ·{' '}
                        <Link href={`/admin/bookings/${entry.reference}`}>{entry.reference}</Link>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
