export { RequestButton, RequestError } from './RequestButton';
