export { CustomerList } from './CustomerList';
export { CustomerRecord } from './CustomerRecord';
export { bookForHref, customerHref } from './customer-links';
