// What the page query joins into a "about" block (see ../registry.ts); TypeGen types the result.
export const aboutProjection = /* groq */ `
leadProducer->{ _id, name, role, credentials }
`;
