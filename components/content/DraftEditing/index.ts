export { DraftEditing } from './DraftEditing';
