// What the page query joins into a "contactSection" block (see ../registry.ts); TypeGen types the result.
export const contactSectionProjection = /* groq */ `
"studio": *[_type == "siteSettings" && _id == "siteSettings"][0]{ address, mapsUrl, phone, email, contactHours, socials }
`;
