import type { Metadata } from 'next';
import { OutboxList } from '@/components/admin/OutboxList';
import { requireAdminPage } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { listOutboxMessages } from '@/lib/mail';

export const metadata: Metadata = { title: 'Outbox' };

export default async function AdminOutboxPage() {
  await requireAdminPage('/admin/outbox');
  const messages = await listOutboxMessages(await getDb());
  return (
    <>
      <h1>Outbox</h1>
      <p>
        Every e-mail the site sends, newest first. Without SMTP_URL they stay here instead of being
        delivered.
      </p>
      <OutboxList messages={messages} />
    </>
  );
}
