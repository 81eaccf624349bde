import { ok } from '../http';
import { route } from '../http/route';
import { addNote, newNoteSchema } from './index';

/** `POST /api/admin/notes` `{ subject, subjectId, body }`: 201 with the note; admins only. */
export const postAdminNote = route({
  access: 'admin',
  body: newNoteSchema,
  async handle({ db, user, body, audit }) {
    // A booking's notes belong to its history in the log, where bookings are named 'bookings'.
    const targetType =
      body.subject === 'booking'
        ? 'bookings'
        : body.subject === 'customer'
          ? 'customers'
          : body.subject;
    audit({ action: 'notes.add', target: { type: targetType, id: body.subjectId } });
    const note = await addNote(db, { ...body, author: { id: user.id, email: user.email } });
    return ok({ note }, 201);
  },
});
