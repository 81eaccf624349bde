// A show's addresses, shared by its page, its feed and the cards that link to it (no server code).

/** `/our-work/{slug}`: the show's page. */
export const showPath = (slug: string) => `/our-work/${encodeURIComponent(slug)}`;

/** `/our-work/{slug}/feed.xml`: the show's podcast feed. */
export const feedPath = (slug: string) => `${showPath(slug)}/feed.xml`;

/** The element id of an episode on its show's page (the feed's item links point at it). */
export const episodeAnchor = (episode: { _id: string }) =>
  `episode-${episode._id.replace(/[^\w-]/g, '-')}`;
