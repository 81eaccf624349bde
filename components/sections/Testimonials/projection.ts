// What the page query joins into a "testimonials" block (see ../registry.ts); TypeGen types the result.
export const testimonialsProjection = /* groq */ `
testimonials[]->{ _id, quote, author, role, rating }
`;
