'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { confirmedByServer } from '@/components/experiments/confirmed-in-browser';
import { durationChoices, durationWords } from '@/lib/booking/availability';
import type { BookableStudio } from '@/lib/booking/catalog';
import type { AddOnOffer } from '@/lib/booking/pricing';
import type { ChoosablePerson } from '@/lib/staff/assign';
import type { BookingSettings } from '@/lib/booking/rules';
import { addDays, weekdayOf, type LocalDate } from '@/lib/time';
import type { BookingConsultation } from '@/lib/db/schema/bookings';
import { requestJson } from '@/lib/fetch';
import { useProofOfWork } from '../../ui/ProofOfWork';
import {
  EmailField,
  FormMessage,
  NameField,
  PhoneField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useApiForm,
} from '../../ui/Form';
import { AddOnPicker } from '../AddOnPicker';
import { BookingSummary } from '../BookingSummary';
import { PriceBreakdown } from '../PriceBreakdown';
import { ConsultationForm } from '../ConsultationForm';
import { DateCalendar } from '../DateCalendar';
import * as fields from '../fields.css';
import { StartTimePicker } from '../StartTimePicker';
import { StudioPicker } from '../StudioPicker';
import { WaitlistPanel } from '../WaitlistPanel';
import * as styles from './BookingFlow.css';
import { useQuote } from './useQuote';

export type BookingFlowVariant = 'simple' | 'consultation_first';

export type BookingFlowProps = {
  studios: BookableStudio[];
  settings: BookingSettings;
  variant: BookingFlowVariant;
  /** Today in London, from the server, so the calendar renders the same on both sides. */
  today: LocalDate;
  prefill: { name: string; email: string } | null;
  /**
   * A studio, a day and perhaps a start (London ISO, as the availability answers) to begin on: a link
   * such as the assistant's or the timeline's. A start that is not free is dropped with a notice.
   */
  initial?: { studioId?: string; date?: LocalDate; start?: string };
  addOns?: AddOnOffer[];
  /** The people customers may ask for by name, where the chosen add-ons need one of them. */
  people?: ChoosablePerson[];
  payment?: PaymentOptions;
};

/** The people who can run these add-ons in this studio (every skill they need), or none needed. */
function askablePeople(
  people: readonly ChoosablePerson[],
  addOns: readonly AddOnOffer[],
  studioId: string | null,
): ChoosablePerson[] {
  const skills = addOns.flatMap((offer) => (offer.skill ? [offer.skill] : []));
  if (!studioId || skills.length === 0) return [];
  return people.filter(
    (person) =>
      person.studioIds.includes(studioId) && skills.every((skill) => person.skills.includes(skill)),
  );
}

/** How this studio takes payment, and its cancellation policy in words. */
export type PaymentOptions = {
  online: boolean;
  studio: boolean;
  depositPercent: number;
  policy: string;
};

const PAY_AT_STUDIO: PaymentOptions = {
  online: false,
  studio: true,
  depositPercent: 0,
  policy: '',
};

type Details = {
  name: string;
  email: string;
  phone: string;
  notes: string;
  billingAddress: string;
};
type BookingAnswer = {
  booking: { reference: string; status: string };
  manageToken?: string;
  /** Paying online: the provider's page, where the hold is paid for. */
  checkoutUrl?: string;
};

/**
 * The booking flow of spec §2.1 in both bookingFlow variants (spec §9): `simple` shows everything on
 * one step; `consultation_first` asks a few questions first and shows the calendar after them.
 */
export function BookingFlow({
  studios,
  settings,
  variant,
  today,
  prefill,
  initial = {},
  addOns = [],
  people = [],
  payment = PAY_AT_STUDIO,
}: BookingFlowProps) {
  const id = useId();
  const router = useRouter();
  const consultationFirst = variant === 'consultation_first';
  const [consultation, setConsultation] = useState<BookingConsultation | null>(null);
  const [studioId, setStudioId] = useState<string | null>(
    initial.studioId ?? studios[0]?.id ?? null,
  );
  const studio = studios.find((entry) => entry.id === studioId) ?? null;
  const durations = useMemo(() => (studio ? durationChoices(studio) : []), [studio]);
  const [duration, setDuration] = useState<number>(
    durations.includes(120) ? 120 : (durations[0] ?? 60),
  );
  const initialDate = initial.date && initial.date >= today ? initial.date : null;
  const [date, setDate] = useState<LocalDate | null>(initialDate);
  const [start, setStart] = useState<string | null>(
    initialDate && initial.start?.startsWith(initialDate) ? initial.start : null,
  );
  const [startNotice, setStartNotice] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [chosenAddOns, setChosenAddOns] = useState<string[]>([]);
  const [promoInput, setPromoInput] = useState('');
  const [promoCode, setPromoCode] = useState('');
  const [payOnline, setPayOnline] = useState(payment.online && !payment.studio);
  const offers = useMemo(
    () => addOns.filter((offer) => studioId && offer.studioIds.includes(studioId)),
    [addOns, studioId],
  );
  const chosenHere = chosenAddOns.filter((entry) => offers.some((offer) => offer.id === entry));
  const chosenKey = chosenHere.join(',');
  // Who may be asked for: people with every skill the chosen (and included) add-ons need, here.
  const askable = askablePeople(
    people,
    offers.filter((offer) => offer.required || chosenHere.includes(offer.id)),
    studioId,
  );
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const staffId = askable.some((person) => person.id === askedFor) ? askedFor : null;
  const idempotencyKey = useRef<string | null>(null);
  const calendarHeading = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const forgetGoneStart = useCallback((gone: string) => {
    setStart(null);
    setStartNotice(
      `${gone.slice(11, 16)} is no longer free for this length and these add-ons (their setup and teardown time included). Choose another start time.`,
    );
  }, []);

  const step = consultationFirst && !consultation ? 'consultation' : 'booking';
  // Once the consultation is done, the focus moves to the calendar's heading after the step has
  // rendered (not in a frame that may come before it, as after Enter in the form).
  const focusCalendarNext = useRef(false);
  useEffect(() => {
    if (step !== 'booking' || !focusCalendarNext.current) return;
    focusCalendarNext.current = false;
    calendarHeading.current?.focus();
  }, [step]);
  // A signed-out visitor's booking (and quote with a code) carries a proof of work.
  const proof = useProofOfWork(prefill === null);

  const end = start ? new Date(new Date(start).getTime() + duration * 60_000) : null;
  const quote = useQuote({
    studioId,
    start,
    end: end ? end.toISOString() : null,
    addOns: chosenHere,
    promoCode,
    proof: proof.headers,
  });

  // The details are checked by the server, which answers with the alert's sentence and field errors.
  const details = useApiForm<Details, BookingAnswer>({
    defaultValues: {
      name: prefill?.name ?? '',
      email: prefill?.email ?? '',
      phone: '',
      notes: '',
      billingAddress: '',
    },
    alwaysShowServerError: true,
    send: async (values) => {
      if (!studio || !start || !end) {
        details.setServerError('Choose a studio, a date and a start time first.');
        alertRef.current?.focus();
        return null;
      }
      idempotencyKey.current ??= crypto.randomUUID();
      const proven = await proof.headers();
      return requestJson<BookingAnswer>(
        'POST',
        '/api/bookings',
        {
          studioId: studio.id,
          start,
          end: end.toISOString(),
          name: values.name,
          email: values.email,
          phone: values.phone || undefined,
          notes: values.notes || undefined,
          billingAddress: values.billingAddress || undefined,
          consultation: consultation ?? undefined,
          addOns: chosenHere,
          staffId: staffId ?? undefined,
          promoCode: promoCode || undefined,
          payment: payOnline ? 'online' : 'studio',
        },
        { headers: { 'Idempotency-Key': idempotencyKey.current, ...proven } },
      );
    },
    onSuccess: ({ booking, manageToken, checkoutUrl }) => {
      if (checkoutUrl) {
        // The slot is held; it is confirmed when the provider tells the server it was paid.
        window.location.assign(checkoutUrl);
        return;
      }
      // A provisional booking (its address confirms it from the e-mail) is not booked yet.
      if (booking.status === 'active') {
        confirmedByServer('booking_confirmed', { reference: booking.reference });
        if (consultation) confirmedByServer('consultation_submitted');
      }
      const token = manageToken ? `?token=${encodeURIComponent(manageToken)}` : '';
      router.push(`/booking/confirmed/${booking.reference}${token}`);
    },
    onFailure: (failure) => {
      if (failure.status === 409) {
        setStart(null);
        setRefresh((n) => n + 1);
      }
      requestAnimationFrame(() => alertRef.current?.focus());
    },
  });

  // Any change of what is being booked is a new booking attempt with its own Idempotency-Key.
  useEffect(() => {
    idempotencyKey.current = null;
  }, [studioId, date, duration, start, chosenKey, staffId, promoCode, payOnline]);

  if (studios.length === 0) {
    return (
      <p className={styles.notice} role="status">
        Online booking is not open right now. Please contact us and we will find a time for you.
      </p>
    );
  }

  const lastDate = addDays(today, studio?.maxAdvanceDays ?? 90);
  const isAvailable = (candidate: LocalDate) =>
    !settings.closures.some((closure) => closure.date === candidate) &&
    settings.bookingHours.some((hours) => hours.day === weekdayOf(candidate));

  const chooseStudio = (next: string) => {
    setStudioId(next);
    setStart(null);
    setStartNotice(null);
    const nextStudio = studios.find((entry) => entry.id === next);
    if (nextStudio) {
      const choices = durationChoices(nextStudio);
      if (!choices.includes(duration)) setDuration(choices[0] ?? 60);
    }
  };

  return (
    <div className={styles.flow} data-variant={variant}>
      {consultationFirst && (
        <p className={styles.stepper} aria-live="polite">
          Step {step === 'consultation' ? 1 : 2} of 2:{' '}
          {step === 'consultation' ? 'Your project' : 'Time and details'}
        </p>
      )}

      {step === 'consultation' ? (
        <ConsultationForm
          initial={consultation}
          onComplete={(answers) => {
            focusCalendarNext.current = true;
            setConsultation(answers);
          }}
        />
      ) : (
        <form
          className={styles.form}
          onSubmit={details.onSubmit}
          noValidate
          aria-labelledby={`${id}-heading`}
        >
          <h2 id={`${id}-heading`} ref={calendarHeading} tabIndex={-1} className={styles.heading}>
            Choose your session
          </h2>
          {consultationFirst && (
            <p className={fields.hint}>
              Thanks, we have your project details.{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => setConsultation(null)}
              >
                Edit them
              </button>
            </p>
          )}

          <StudioPicker studios={studios} selected={studioId} onSelect={chooseStudio} />

          <section className={styles.when} aria-labelledby={`${id}-when`}>
            <h2 id={`${id}-when`} className={fields.legend}>
              Date and time
            </h2>
            <div className={styles.whenGrid}>
              <DateCalendar
                label="Session date"
                selected={date}
                firstDate={today}
                lastDate={lastDate}
                isAvailable={isAvailable}
                onSelect={(next) => {
                  setDate(next);
                  setStart(null);
                  setStartNotice(null);
                }}
              />
              <div className={styles.times}>
                <SelectField
                  id={`${id}-duration`}
                  label="Session length"
                  value={duration}
                  hint="Prices depend on the day and time: see the summary."
                  onChange={(event) => setDuration(Number(event.target.value))}
                >
                  {durations.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {durationWords(minutes)}
                    </option>
                  ))}
                </SelectField>
                <StartTimePicker
                  studioId={studioId}
                  date={date}
                  duration={duration}
                  selected={start}
                  onSelect={(next) => {
                    setStart(next);
                    setStartNotice(null);
                    // An earlier attempt's alert ("choose a start time first", a taken slot) is answered.
                    details.setServerError(null);
                  }}
                  refreshKey={refresh}
                  addOns={chosenHere}
                  staffId={staffId}
                  onSelectedGone={forgetGoneStart}
                  notice={startNotice}
                  whenFull={
                    studio &&
                    date && (
                      <WaitlistPanel
                        key={`${studio.id}|${date}|${duration}`}
                        studioId={studio.id}
                        studioTitle={studio.title}
                        date={date}
                        duration={duration}
                        settings={settings}
                        prefill={prefill}
                        proof={proof.headers}
                      />
                    )
                  }
                />
              </div>
            </div>
          </section>

          <AddOnPicker offers={offers} chosen={chosenHere} onChange={setChosenAddOns} />

          {askable.length > 0 && (
            <SelectField
              id={`${id}-staff`}
              label="Who runs your session"
              hint="Ask for someone by name, and only the times they are free are shown."
              value={staffId ?? ''}
              onChange={(event) => setAskedFor(event.target.value || null)}
            >
              <option value="">Whoever is free</option>
              {askable.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}, {person.jobTitle}
                </option>
              ))}
            </SelectField>
          )}

          <fieldset className={fields.fieldset}>
            <legend className={fields.legend}>Your details</legend>
            <div className={styles.detailsGrid}>
              <NameField id={`${id}-name`} label="Name" required {...details.field('name')} />
              <EmailField id={`${id}-email`} label="E-mail" required {...details.field('email')} />
              <PhoneField id={`${id}-phone`} label="Phone (optional)" {...details.field('phone')} />
            </div>
            <TextAreaField
              id={`${id}-notes`}
              label="Anything we should prepare? (optional)"
              {...details.field('notes')}
            />
            <TextAreaField
              id={`${id}-billing-address`}
              label="Billing address for your VAT invoice (optional)"
              hint="A company's name and address, if your business will reclaim the VAT."
              rows={3}
              autoComplete="street-address"
              {...details.field('billingAddress')}
            />
          </fieldset>

          <section className={styles.confirm} aria-labelledby={`${id}-summary`}>
            <h2 id={`${id}-summary`} className={fields.legend}>
              Summary
            </h2>
            {studio && start && end ? (
              <BookingSummary
                studioName={studio.title}
                start={new Date(start)}
                end={end}
                pricePence={quote.status === 'ready' ? quote.quote.total.pence : null}
              />
            ) : (
              <p className={fields.hint}>Choose a date and a start time to see the price.</p>
            )}
            <div className={styles.promo}>
              <TextField
                id={`${id}-promo`}
                label="Promo code (optional)"
                value={promoInput}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                onChange={(event) => setPromoInput(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    setPromoCode(promoInput.trim());
                  }
                }}
                error={
                  quote.status === 'failed' && quote.field === 'promoCode'
                    ? quote.message
                    : undefined
                }
              />
              <button
                type="button"
                className={styles.applyButton}
                onClick={() => setPromoCode(promoInput.trim())}
              >
                Apply
              </button>
            </div>
            {quote.status === 'ready' ? (
              <PriceBreakdown
                lines={quote.quote.lines}
                total={quote.quote.total}
                vat={quote.quote.vat}
                extra={
                  payOnline && quote.quote.dueOnline
                    ? [{ label: 'To pay now', value: quote.quote.dueOnline.formatted }]
                    : []
                }
              />
            ) : quote.status === 'failed' && quote.field !== 'promoCode' ? (
              <p className={fields.error} role="alert">
                {quote.message}
              </p>
            ) : null}
            {payment.online && payment.studio && (
              <fieldset className={styles.payment}>
                <legend className={fields.label}>Payment</legend>
                <label className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-payment`}
                    checked={payOnline}
                    onChange={() => setPayOnline(true)}
                  />{' '}
                  {payment.depositPercent > 0 && payment.depositPercent < 100
                    ? `Pay a ${payment.depositPercent}% deposit online now`
                    : 'Pay online now'}
                </label>
                <label className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-payment`}
                    checked={!payOnline}
                    onChange={() => setPayOnline(false)}
                  />{' '}
                  Pay at the studio
                </label>
              </fieldset>
            )}
            {payment.policy && (
              <p className={fields.hint} data-testid="cancellation-policy">
                {payment.policy}
              </p>
            )}
            {quote.status === 'ready' && (
              <p data-testid="cancellation-now">
                <strong>{quote.quote.cancellation.words}</strong>
              </p>
            )}
            {proof.widget}
            <FormMessage
              ref={alertRef}
              tabIndex={-1}
              tone="error"
              inline
              className={styles.alert}
              data-testid="booking-error"
            >
              {details.serverError}
            </FormMessage>
            <div>
              <SubmitButton
                pending={details.pending}
                busyLabel={payOnline ? 'Holding your slot...' : 'Booking...'}
                aria-disabled={!start}
              >
                {payOnline ? 'Pay and confirm' : 'Confirm booking'}
              </SubmitButton>
            </div>
            <p className={fields.hint}>
              {payOnline
                ? 'We hold the slot for 15 minutes while you pay on our payment provider’s page.'
                : 'You pay at the studio.'}{' '}
              Cancel or move the session from the link in your e-mail.
            </p>
          </section>
        </form>
      )}
    </div>
  );
}
