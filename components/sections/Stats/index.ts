export { Stats } from './Stats';
export { StatList } from './StatList';
