// What the page query joins into a "behindTheScenes" block (see ../registry.ts); TypeGen types the result.
export const behindTheScenesProjection = /* groq */ `
"videos": *[_type == "video" && featured == true] | order(order asc) [0...2]{
  _id, title, "slug": slug.current, description, "videoUrl": videoFile.asset->url,
  "videoMimeType": videoFile.asset->mimeType, poster, category, duration
}
`;
