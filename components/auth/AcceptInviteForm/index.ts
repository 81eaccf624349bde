export { AcceptInviteForm } from './AcceptInviteForm';
