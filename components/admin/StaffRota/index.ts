export { DaySheet } from './DaySheet';
export { StaffFeedPanel } from './StaffFeedPanel';
export { StaffForm, type StaffFormPerson } from './StaffForm';
export { StaffTable } from './StaffTable';
export { TimeOffPanel } from './TimeOffPanel';
