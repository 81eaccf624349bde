export { CareersList } from './CareersList';
export { employmentTypeLabels } from './employment-types';
