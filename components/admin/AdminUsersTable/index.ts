export { AdminUsersTable } from './AdminUsersTable';
