export { Timeline, type TimelineProps } from './Timeline';
export { timelineBusy, timelineEntries, type TimelineEntry } from './entries';
