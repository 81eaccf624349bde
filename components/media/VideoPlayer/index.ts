export { VideoPlayer, videoType, type VideoPlayerProps } from './VideoPlayer';
