// Servers under test play many guests from this one machine (tests, benches, crash and scale runs), so
// the caps on what one guest address or network may hold unpaid are lifted for them.
// tests/unit/booking.one-model-every-path.test.ts checks the caps themselves (row 6).
export const MANY_GUESTS = { GUEST_HOLDS_PER_EMAIL: '100000', GUEST_HOLDS_PER_NETWORK: '100000' };
