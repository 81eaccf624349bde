export { Spinner, PageSpinner } from './Spinner';
