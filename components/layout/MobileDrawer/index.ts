export { MobileDrawer } from './MobileDrawer';
