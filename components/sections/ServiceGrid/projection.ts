// What the page query joins into a "serviceGrid" block (see ../registry.ts); TypeGen types the result.
export const serviceGridProjection = /* groq */ `
services[]->{ _id, title, "slug": slug.current, summary, icon, features, priceFrom }
`;
