// What the page query joins into a "articleList" block (see ../registry.ts); TypeGen types the result.
export const articleListProjection = /* groq */ `
"articles": *[_type == "article" && defined(slug.current)] | order(publishedAt desc) [0...24]{
  _id, title, "slug": slug.current, excerpt, publishedAt, cover, "author": author->name
}
`;
