export { DrawerAccount } from './DrawerAccount';
