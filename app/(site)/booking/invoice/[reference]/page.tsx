import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { InvoiceDocument } from '@/components/booking/InvoiceDocument';
import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink } from '@/components/ui/Button';
import { bookingOfPage, type BookingPageProps } from '@/lib/booking/booking-page';
import { documentsForReading, replacedInvoices } from '@/lib/booking/invoice-view';
import { documentsOfBooking } from '@/lib/booking/invoices';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Invoice', robots: { index: false } };

/**
 * A booking's invoice and credit notes, printable, each with its PDF; named by the booking's
 * reference or by a document's number. The invoice in force comes first, and one a move replaced
 * says which documents took its place.
 */
export default async function InvoicePage(props: BookingPageProps) {
  const found = await bookingOfPage(props, { byDocumentNumber: true });
  if (!found) notFound();
  if (!found.allowed) {
    // A link from an earlier e-mail: a move or a cancellation sends a new one (and retires it).
    return (
      <>
        <PageIntro
          title="This invoice link has expired"
          lead="When a booking moves, its invoice is replaced by a credit note and a new invoice. The latest e-mail about your booking links to its current documents; signed in, they are under your bookings."
        />
        <BookingLayout>
          <div>
            <ButtonLink href="/my-bookings" variant="secondary">
              See my bookings
            </ButtonLink>
          </div>
        </BookingLayout>
      </>
    );
  }
  const { db, booking, token } = found;
  const issued = await documentsOfBooking(db, booking.id);
  const byId = new Map(issued.map((document) => [document.id, document]));
  const replaced = replacedInvoices(issued);
  const tokenQuery = token ? `?token=${encodeURIComponent(token)}` : '';
  const current = issued.filter((document) => document.kind === 'invoice').at(-1);
  return (
    <>
      <PageIntro
        title={`Invoices for ${booking.reference}`}
        lead={
          !current
            ? 'The invoice is issued when the booking is confirmed.'
            : replaced.size > 0
              ? `The booking moved, so its invoice was replaced: ${current.number} is the current invoice. Print this page or download each document as a PDF.`
              : 'Print this page or download each document as a PDF.'
        }
      />
      <BookingLayout>
        {documentsForReading(issued).map((document) => (
          <InvoiceDocument
            key={document.id}
            invoice={document}
            credited={
              document.creditsInvoiceId ? (byId.get(document.creditsInvoiceId) ?? null) : null
            }
            reference={booking.reference}
            pdfHref={`/api/invoices/${document.number}/pdf${tokenQuery}`}
            replaced={replaced.get(document.number)}
          />
        ))}
      </BookingLayout>
    </>
  );
}
