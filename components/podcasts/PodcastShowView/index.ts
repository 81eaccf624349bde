export { PodcastShowView, formatDuration } from './PodcastShowView';
