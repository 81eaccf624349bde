import { pickedDocumentsSection } from '../fields';

/** Podcasts produced in the studio (Our Work). */
export const podcastList = pickedDocumentsSection(
  'podcastList',
  'Podcast list',
  'podcasts',
  'podcast',
);
