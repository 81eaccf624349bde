export { BackOffice } from './BackOffice';
