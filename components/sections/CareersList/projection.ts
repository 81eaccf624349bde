// What the page query joins into a "careersList" block (see ../registry.ts); TypeGen types the result.
export const careersListProjection = /* groq */ `
"jobs": *[_type == "jobPosting" && isOpen == true] | order(publishedAt desc){
  _id, title, "slug": slug.current, department, location, employmentType, salary, summary, closingDate
}
`;
