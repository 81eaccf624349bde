export { AdminUsersTable, type AdminUsersPage } from './AdminUsersTable';
