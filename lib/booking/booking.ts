import type { tables } from '../db';

// The booking row as every module of lib/booking sees it: a leaf, so that the modules which read a
// booking (money, documents, mail) need not import the one that stores it.
export type Booking = typeof tables.bookings.$inferSelect;
