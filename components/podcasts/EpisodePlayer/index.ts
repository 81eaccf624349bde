export { EpisodePlayer } from './EpisodePlayer';
