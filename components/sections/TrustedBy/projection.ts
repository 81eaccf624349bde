// What the page query joins into a "trustedBy" block (see ../registry.ts); TypeGen types the result.
export const trustedByProjection = /* groq */ `
logos[]->{ _id, name, logo, url }
`;
