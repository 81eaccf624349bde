import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { InvoiceDocument } from '@/components/booking/InvoiceDocument';
import { PageIntro } from '@/components/layout/PageIntro';
import { getCurrentUser } from '@/lib/auth';
import { findBookingByReference, mayManage } from '@/lib/booking';
import { documentsOfBooking } from '@/lib/booking/invoices';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Invoice', robots: { index: false } };

type Props = {
  params: Promise<{ reference: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

/** A booking's invoice and credit notes, printable, each with its PDF. */
export default async function InvoicePage({ params, searchParams }: Props) {
  const [{ reference }, query, user] = await Promise.all([params, searchParams, getCurrentUser()]);
  const db = await getDb();
  const booking = await findBookingByReference(db, reference);
  const token = typeof query.token === 'string' ? query.token : null;
  if (!booking || !mayManage(booking, user ? { id: user.id, role: user.role } : null, token)) {
    notFound();
  }
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
