export { InviteAdminForm } from './InviteAdminForm';
