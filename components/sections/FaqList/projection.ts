// What the page query joins into a "faqList" block (see ../registry.ts); TypeGen types the result.
export const faqListProjection = /* groq */ `
faqs[]->{ _id, question, answer, category }
`;
