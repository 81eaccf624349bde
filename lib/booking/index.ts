// Booking domain: rules, availability, storage and confirmations. No React here.
export * from '../time';
export * from './rules';
export * from './availability';
export * from './ics';
export * from './confirmation';
export * from './follow-up';
export * from './store';
export * from './json';
export * from './csv';
export * from './admin-filters';
