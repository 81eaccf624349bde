import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { InvoiceDocument } from '@/components/booking/InvoiceDocument';
import { PageIntro } from '@/components/layout/PageIntro';
import { bookingOfPage, type BookingPageProps } from '@/lib/booking/booking-page';
import { documentsOfBooking } from '@/lib/booking/invoices';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Invoice', robots: { index: false } };

/** A booking's invoice and credit notes, printable, each with its PDF. */
export default async function InvoicePage(props: BookingPageProps) {
  const found = await bookingOfPage(props);
  if (!found?.allowed) notFound();
  const { db, booking, token } = found;
  const documents = await documentsOfBooking(db, booking.id);
  const byId = new Map(documents.map((document) => [document.id, document]));
  const tokenQuery = token ? `?token=${encodeURIComponent(token)}` : '';
  return (
    <>
      <PageIntro
        title={`Invoices for ${booking.reference}`}
        lead={
          documents.length
            ? 'Print this page or download each document as a PDF.'
            : 'The invoice is issued when the booking is confirmed.'
        }
      />
      <BookingLayout>
        {documents.map((document) => (
          <InvoiceDocument
            key={document.id}
            invoice={document}
            credited={
              document.creditsInvoiceId ? (byId.get(document.creditsInvoiceId) ?? null) : null
            }
            pdfHref={`/api/invoices/${document.number}/pdf${tokenQuery}`}
          />
        ))}
      </BookingLayout>
    </>
  );
}
