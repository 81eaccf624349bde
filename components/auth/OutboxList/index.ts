export { OutboxList } from './OutboxList';
