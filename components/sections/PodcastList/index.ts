export { PodcastList } from './PodcastList';
