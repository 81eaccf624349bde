import { answering } from '../support/network';

const day = '2026-12-02';

/** Free start times of the stories' booking day, as GET /api/bookings/availability answers. */
export const freeStarts = ['10:00', '11:00', '13:30', '15:00', '16:30'].map(
  (time) => `${day}T${time}:00+00:00`,
);

/** `beforeEach` that answers the availability API with these start times. */
export const availability = (starts = freeStarts, closure: string | null = null, delayMs = 0) =>
  answering({ '/api/bookings/availability': { starts, closure } }, delayMs);

export const storyDay = day;
