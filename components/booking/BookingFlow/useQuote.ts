import { useEffect, useState } from 'react';
import { requestJson } from '@/lib/fetch';

export type Quote = {
  lines: {
    kind: string;
    description: string;
    quantity: string;
    pence: number;
    formatted: string;
  }[];
  total: { pence: number; formatted: string };
  vat: { pence: number; formatted: string };
  discount: { pence: number; formatted: string };
  dueOnline: { pence: number; formatted: string } | null;
  /** What cancelling would cost if booked now, in a sentence (the plan's terms). */
  cancellation: { free: boolean; fee: { pence: number; formatted: string }; words: string };
};

type QuoteState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; quote: Quote }
  | { status: 'failed'; message: string; field: string | null };

/**
 * The server's price for what is chosen so far (session, add-ons, promo code): the same function
 * prices the booking itself, so the breakdown shown is what will be charged.
 */
export function useQuote(request: {
  studioId: string | null;
  start: string | null;
  end: string | null;
  addOns: string[];
  promoCode: string;
  /** The proof of work a signed-out visitor's quote with a code carries (lib/anti-abuse). */
  proof?: () => Promise<Record<string, string>>;
}): QuoteState {
  const { proof } = request;
  const { studioId, start, end, promoCode } = request;
  const addOns = request.addOns.join(',');
  const key =
    studioId && start && end ? `${studioId}|${start}|${end}|${addOns}|${promoCode}` : null;
  // The answer is kept with the request it answers, so a newer choice never shows an older price.
  const [loaded, setLoaded] = useState<{ key: string; state: QuoteState } | null>(null);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    (promoCode && proof ? proof() : Promise.resolve({}))
      .then((headers) =>
        requestJson<Quote>(
          'POST',
          '/api/bookings/quote',
          {
            studioId,
            start,
            end,
            addOns: addOns ? addOns.split(',') : [],
            promoCode: promoCode || undefined,
          },
          { signal: controller.signal, headers },
        ),
      )
      .then((answer) => {
        setLoaded({
          key,
          state: answer.ok
            ? { status: 'ready', quote: answer.body }
            : {
                status: 'failed',
                message: answer.error,
                field: Object.keys(answer.fieldErrors)[0] ?? null,
              },
        });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, studioId, start, end, addOns, promoCode, proof]);
  if (!key) return { status: 'idle' };
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
