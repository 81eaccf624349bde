export { AdminPaymentActions, type AdminPaymentActionsProps } from './AdminPaymentActions';
