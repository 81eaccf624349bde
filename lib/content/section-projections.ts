// Written by `npm run typegen` from components/sections/registry.ts; do not edit.
export const sectionProjections = /* groq */ `
_type == "team" => {
  members[]->{ _id, name, role, credentials, expertise, blurb, image }
},
_type == "about" => {
  leadProducer->{ _id, name, role, credentials }
},
_type == "behindTheScenes" => {
  "videos": *[_type == "video" && featured == true] | order(order asc) [0...2]{
    _id, title, "slug": slug.current, description, "videoUrl": videoFile.asset->url,
    "videoMimeType": videoFile.asset->mimeType, poster, category, duration
  }
},
_type == "studioGallery" => {
  studios[]->{ _id, title, "slug": slug.current, description, features, image, icon, capacity, hourlyRate }
},
_type == "trustedBy" => {
  logos[]->{ _id, name, logo, url }
},
_type == "contactSection" => {
  "studio": *[_type == "siteSettings" && _id == "siteSettings"][0]{ address, mapsUrl, phone, email, contactHours, socials }
},
_type == "faqList" => {
  faqs[]->{ _id, question, answer, category }
},
_type == "testimonials" => {
  testimonials[]->{ _id, quote, author, role, rating }
},
_type == "articleList" => {
  "articles": *[_type == "article" && defined(slug.current)] | order(publishedAt desc) [0...24]{
    _id, title, "slug": slug.current, excerpt, publishedAt, cover, "author": author->name
  }
},
_type == "careersList" => {
  "jobs": *[_type == "jobPosting" && isOpen == true] | order(publishedAt desc){
    _id, title, "slug": slug.current, department, location, employmentType, salary, summary, closingDate
  }
},
_type == "serviceGrid" => {
  services[]->{ _id, title, "slug": slug.current, summary, icon, features, priceFrom }
},
_type == "podcastList" => {
  podcasts[]->{ _id, title, "slug": slug.current, host, category, description, cover, episodeCount, awards, listenUrl }
}
`;
