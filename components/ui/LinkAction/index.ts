export { LinkAction, type LinkActionAnswer } from './LinkAction';
