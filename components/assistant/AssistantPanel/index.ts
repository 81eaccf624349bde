export { AssistantPanel } from './AssistantPanel';
export type { AssistantMessage, AssistantPanelProps } from './AssistantPanel';
