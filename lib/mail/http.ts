// The outbox's API for the back office (see lib/http/route.ts); the page at /admin/outbox reads the
// same function.
import { z } from 'zod';
import { ok } from '../http';
import { route } from '../http/route';
import { listOutboxMessages } from './outbox';

/** GET /api/admin/outbox?to=: the newest e-mails (to one address if given), for admins. */
export const listOutbox = route({
  access: 'admin',
  query: z.object({ to: z.string().trim().max(254).optional() }),
  async handle({ db, query }) {
    const messages = await listOutboxMessages(db, 100, query.to || undefined);
    return ok({
      messages: messages.map(
        ({ id, kind, to: recipient, subject, text, status, attachments, createdAt }) => ({
          id,
          kind,
          to: recipient,
          subject,
          text,
          status,
          attachments,
          createdAt: createdAt.toISOString(),
        }),
      ),
    });
  },
});
