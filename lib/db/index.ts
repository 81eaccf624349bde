export { getDb, getDatabase, openDatabase, queryRows } from './client';
export type { Database, DatabaseEngine, DatabaseHandle, OpenDatabaseOptions } from './client';
export * as tables from './schema';
export { subscribeToNotifications } from './notifications';
export type { NotificationListener } from './notifications';
