// The back office's routes for bookable people (see lib/http/route.ts): the rota, each person's
// details, and their time off. Reassigning a session is a booking's route (lib/booking/reassign.ts).
import { z } from 'zod';
import { fail, ok } from '../http';
import { route } from '../http/route';
import { staffInputSchema, timeOffSchema } from '../validation/staff';
import { shiftProblem } from './availability';
import { addTimeOff, createStaff, findStaff, listStaff, removeTimeOff, updateStaff } from './store';

const NOT_FOUND = 'There is nobody on the rota with this id.';
const personParams = z.object({ id: z.uuid() });

/** The weekly hours' rule a schema cannot say: one shift a day, ending after it starts. */
function hoursRefused(hours: z.infer<typeof staffInputSchema>['weeklyHours']) {
  const problem = shiftProblem(hours);
  return problem ? fail(400, problem, { fieldErrors: { weeklyHours: [problem] } }) : null;
}

/** `GET /api/admin/staff`: everyone on the rota, active first. */
export const readStaff = route({
  access: 'admin',
  async handle({ db }) {
    return ok({ staff: await listStaff(db) });
  },
});

/** `POST /api/admin/staff`: adds a person to the rota. */
export const addStaff = route({
  access: 'admin',
  body: staffInputSchema,
  audit: { action: 'staff.create' },
  async handle({ db, body, now, audit }) {
    const refused = hoursRefused(body.weeklyHours);
    if (refused) return refused;
    const person = await createStaff(db, body, now);
    audit({ target: { type: 'staff_members', id: person.id, label: person.name } });
    return ok({ person }, 201);
  },
});

/** `PUT /api/admin/staff/{id}`: changes a person's details, skills, studios, hours or status. */
export const changeStaff = route({
  access: 'admin',
  params: personParams,
  notFound: NOT_FOUND,
  body: staffInputSchema,
  audit: { action: 'staff.update' },
  async handle({ db, params, body, now, audit }) {
    const refused = hoursRefused(body.weeklyHours);
    if (refused) return refused;
    const before = await findStaff(db, params.id);
    if (!before) return fail(404, NOT_FOUND);
    const person = await updateStaff(db, params.id, body, now);
    if (!person) return fail(404, NOT_FOUND);
    audit({ target: { type: 'staff_members', id: person.id, label: person.name } });
    return ok({ person });
  },
});

/** `POST /api/admin/staff/{id}/time-off`: a holiday, sick day or appointment. */
export const addStaffTimeOff = route({
  access: 'admin',
  params: personParams,
  notFound: NOT_FOUND,
  body: timeOffSchema,
  audit: { action: 'staff.time-off-add' },
  async handle({ db, params, body, now, audit }) {
    const person = await findStaff(db, params.id);
    if (!person) return fail(404, NOT_FOUND);
    const timeOff = await addTimeOff(db, person.id, body, now);
    audit({ target: { type: 'staff_members', id: person.id, label: person.name } });
    return ok({ timeOff }, 201);
  },
});

/** `DELETE /api/admin/staff/{id}/time-off/{entryId}`: takes time off back. */
export const removeStaffTimeOff = route({
  access: 'admin',
  params: z.object({ id: z.uuid(), entryId: z.uuid() }),
  notFound: 'There is no such time off.',
  audit: { action: 'staff.time-off-remove' },
  async handle({ db, params }) {
    const removed = await removeTimeOff(db, params.id, params.entryId);
    return removed ? ok({ removed: true }) : fail(404, 'There is no such time off.');
  },
});
