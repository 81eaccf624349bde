export { DraftEditingOnDemand } from './DraftEditingOnDemand';
