export { BehindTheScenes } from './BehindTheScenes';
export { VideoCard, VideoCardSkeleton } from './VideoCard';
