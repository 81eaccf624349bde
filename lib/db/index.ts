export { getDb, getDatabase, openDatabase, queryRows } from './client';
export type { Database, DatabaseEngine, DatabaseHandle, OpenDatabaseOptions } from './client';
export * as tables from './schema';
