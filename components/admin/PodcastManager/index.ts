export { PodcastManager } from './PodcastManager';
export { EpisodeAudioForm } from './EpisodeAudioForm';
