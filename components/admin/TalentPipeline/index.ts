export { ApplicationFilters } from './ApplicationFilters';
export { ApplicationStatusForm } from './ApplicationStatusForm';
export { PostingCounts } from './PostingCounts';
