export { CustomerList } from './CustomerList';
export { CustomerRecord } from './CustomerRecord';
export { customerHref } from './customer-links';
