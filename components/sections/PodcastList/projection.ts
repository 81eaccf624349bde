// What the page query joins into a "podcastList" block (see ../registry.ts); TypeGen types the result.
export const podcastListProjection = /* groq */ `
podcasts[]->{ _id, title, "slug": slug.current, host, category, description, cover, episodeCount, awards, listenUrl }
`;
