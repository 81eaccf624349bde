// One file per domain; drizzle-kit reads them all through this index.
export * from './newsletter';
export * from './jobs';
export * from './mail';
export * from './rate-limit';
export * from './careers';
export * from './contact';
export * from './accounts';
export * from './content';
export * from './staff';
export * from './bookings';
export * from './payments';
export * from './calendar';
export * from './experiments';
export * from './integrations';
export * from './audit';
export * from './leads';
export * from './enums';
