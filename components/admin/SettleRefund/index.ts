export { SettleRefund } from './SettleRefund';
