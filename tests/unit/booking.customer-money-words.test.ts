// What a customer reads about a booking's money: the cancellation sentences (exact when nothing was
// paid at the studio), the fee owed after a cancellation and how to pay it, and an invoice's rows
// (booking reference, the supplier's legal name once, the documents that replaced a moved invoice).
import { describe, expect, it } from 'vitest';
import { cancellationTerms } from '@/lib/booking/cancellation-policy';
import { documentsForReading, invoiceRows, replacedInvoices } from '@/lib/booking/invoice-view';
import type { Invoice } from '@/lib/booking/invoices';
import { balanceWords, bookingTermsWords, cancellationWords } from '@/lib/booking/money-view';

const policy = { freeCancellationHours: 48, lateFeePercent: 50 };
const start = new Date('2026-12-10T10:00:00Z');
const early = new Date('2026-12-01T10:00:00Z');
const late = new Date('2026-12-09T12:00:00Z');
const booking = (paidPence: number) => ({
  startAt: start,
  pricePence: 8000,
  invoicedPence: 8000,
  paidPence,
  refundsRecordedPence: 0,
});
const words = (paidPence: number, now: Date) =>
  cancellationWords(cancellationTerms(booking(paidPence), policy, now));

describe('cancellation words', () => {
  it('says cancelling is free and nothing is owed for an unpaid booking in the free window', () => {
    expect(words(0, early)).toEqual({
      terms: 'Free cancellation until Tue 8 Dec, 10:00.',
      outcome: 'Cancelling now is free: nothing has been paid and nothing is owed.',
    });
  });

  it('states the refund when something was paid, and what would be owed when not', () => {
    expect(words(8000, early).outcome).toBe('Cancelling now refunds £80.');
    expect(words(8000, late)).toEqual({
      terms: 'A cancellation fee of £40 applies now.',
      outcome: 'Cancelling now refunds £40.',
    });
    expect(words(0, late).outcome).toBe('Cancelling now, you would owe £40.');
    expect(words(4000, late).outcome).toBe(
      'Cancelling now refunds nothing: the fee is what you paid.',
    );
  });

  it('tells the booking page what cancelling would cost if booked now', () => {
    const terms = (now: Date) => cancellationTerms(booking(0), policy, now);
    expect(bookingTermsWords(terms(early))).toBe('Free cancellation until Tue 8 Dec, 10:00.');
    expect(bookingTermsWords(terms(late))).toBe(
      'Cancelling after booking costs £40: this session starts inside the free-cancellation window.',
    );
    const noFee = cancellationTerms(booking(0), { ...policy, lateFeePercent: 0 }, late);
    expect(bookingTermsWords(noFee)).toBe('Free cancellation until the session starts.');
  });
});

describe('what is still to pay', () => {
  const contact = { phone: '+44 20 0000 0000', email: 'hello@studio.example' };
  it('is a balance due at the studio before the session, and a fee to pay by contacting the studio after a cancellation', () => {
    expect(balanceWords({ status: 'active' }, 8000, contact)).toEqual({
      label: 'Balance due at the studio',
      note: null,
    });
    expect(balanceWords({ status: 'cancelled' }, 4000, contact)).toEqual({
      label: 'Cancellation fee to pay',
      note: 'You owe the studio £40, the cancellation fee. To pay it, call +44 20 0000 0000 or e-mail hello@studio.example: we take bank transfers, and cards or cash at the studio.',
    });
    expect(balanceWords({ status: 'cancelled' }, 0, contact)).toBeNull();
  });
});

const supplier = {
  name: 'London Podcast Studio Ltd',
  address: 'London Podcast Studio Ltd\n1 Example Yard\nLondon W6 0AA',
  vatNumber: 'GB 123 4567 89',
};
let counter = 0;
function document(kind: Invoice['kind'], grossPence: number, credits?: Invoice): Invoice {
  counter += 1;
  const series = kind === 'invoice' ? 'INV' : 'CN';
  return {
    id: `doc-${counter}`,
    number: `${series}-2026-${String(counter).padStart(6, '0')}`,
    kind,
    bookingId: 'booking-1',
    creditsInvoiceId: credits?.id ?? null,
    lines: [
      { kind: 'session', description: 'Studio One, 2 hours', quantity: '2 hours', grossPence },
    ],
    grossPence,
    vatPence: Math.round(grossPence / 6),
    netPence: grossPence - Math.round(grossPence / 6),
    vatRatePercent: 20,
    supplier,
    customer: { name: 'Ada Lovelace', address: '', email: 'ada@example.com' },
    suppliedAt: start,
    issuedAt: new Date(early.getTime() + counter * 1000),
    reason: null,
  };
}

describe('invoice rows', () => {
  it("carry the booking reference and print the supplier's legal name once", () => {
    const rows = invoiceRows(document('invoice', 15000), null, 'LPS-7K3D9QXA');
    expect(rows.facts).toContainEqual(['Booking reference', 'LPS-7K3D9QXA']);
    expect(rows.supplierLines).toEqual([
      'London Podcast Studio Ltd',
      '1 Example Yard',
      'London W6 0AA',
    ]);
  });

  it('name, for an invoice a move replaced, its credit note and the invoice in force, shown first', () => {
    const first = document('invoice', 15000);
    const credit = document('credit_note', 15000, first);
    const second = document('invoice', 18000);
    const replaced = replacedInvoices([first, credit, second]);
    expect(replaced.get(first.number)).toEqual({
      creditNote: credit.number,
      current: second.number,
    });
    expect(replaced.has(second.number)).toBe(false);
    expect(documentsForReading([first, credit, second]).map((entry) => entry.number)).toEqual([
      second.number,
      credit.number,
      first.number,
    ]);
    expect(replacedInvoices([first]).size).toBe(0);
  });
});
