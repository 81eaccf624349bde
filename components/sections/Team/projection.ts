// What the page query joins into a "team" block (see ../registry.ts); TypeGen types the result.
export const teamProjection = /* groq */ `
members[]->{ _id, name, role, credentials, expertise, blurb, image }
`;
