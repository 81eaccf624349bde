export { FilterForm } from './FilterForm';
