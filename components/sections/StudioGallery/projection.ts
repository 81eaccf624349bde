// What the page query joins into a "studioGallery" block (see ../registry.ts); TypeGen types the result.
export const studioGalleryProjection = /* groq */ `
studios[]->{ _id, title, "slug": slug.current, description, features, image, icon, capacity, hourlyRate }
`;
