// Every GROQ query of the public site. `npm run typegen` turns each into a `<Name>Result` type in
// ./sanity.types.ts, so callers get exact shapes.
import { defineQuery } from 'groq';

/** One page with its sections; each block gets the documents it shows joined in. */
export const pageBySlugQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  seo,
  sections[]{
    ...,
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
    _type == "serviceGrid" => {
      services[]->{ _id, title, "slug": slug.current, summary, icon, features, priceFrom }
    },
    _type == "podcastList" => {
      podcasts[]->{ _id, title, "slug": slug.current, host, category, description, cover, episodeCount, awards, listenUrl }
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
    }
  }
}`);

/** What a page's <head> needs, with the site-wide defaults to fall back on. */
export const pageMetadataQuery = defineQuery(`{
  "page": *[_type == "page" && slug.current == $slug][0]{ title, "slug": slug.current, seo },
  "defaults": *[_type == "siteSettings" && _id == "siteSettings"][0]{ studioName, defaultSeo, shareImage }
}`);

/** Paths of every content page except home (for static params and the sitemap). */
export const pageSlugsQuery = defineQuery(
  `*[_type == "page" && defined(slug.current) && slug.current != "home"].slug.current`,
);

export const siteSettingsQuery =
  defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  studioName, address, mapsUrl, phone, email, contactHours, bookingHours, closures, socials,
  openingHoursStructured, priceRange, serviceRadiusMetres, defaultSeo, shareImage
}`);

export const articleSlugsQuery = defineQuery(
  `*[_type == "article" && defined(slug.current)].slug.current`,
);

export const jobPostingSlugsQuery = defineQuery(
  `*[_type == "jobPosting" && defined(slug.current)].slug.current`,
);

/** Every public URL with its last change, for sitemap.xml. */
export const sitemapQuery = defineQuery(`{
  "pages": *[_type == "page" && defined(slug.current) && seo.noIndex != true]{ "slug": slug.current, _updatedAt },
  "articles": *[_type == "article" && defined(slug.current) && seo.noIndex != true]{ "slug": slug.current, _updatedAt },
  "jobs": *[_type == "jobPosting" && defined(slug.current) && isOpen == true]{ "slug": slug.current, _updatedAt, closingDate }
}`);

/** One article; its related articles share the most tags with it, newest first among equals. */
export const articleBySlugQuery = defineQuery(`*[_type == "article" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, excerpt, publishedAt, _updatedAt, cover, tags, body, seo,
  "author": author->{ name, role, image },
  "related": *[_type == "article" && defined(slug.current) && slug.current != ^.slug.current]
    | order(count(tags[@ in ^.^.tags]) desc, publishedAt desc) [0...3]{ _id, title, "slug": slug.current, excerpt, publishedAt, cover, "author": author->name }
}`);

export const jobPostingBySlugQuery =
  defineQuery(`*[_type == "jobPosting" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, department, location, employmentType, salary, summary,
  description, responsibilities, requirements, publishedAt, closingDate, isOpen
}`);

/** A published job by its document id, with what decides whether it takes applications. */
export const jobPostingByIdQuery = defineQuery(
  `*[_type == "jobPosting" && _id == $id][0]{ _id, title, isOpen, closingDate }`,
);

export const redirectsQuery = defineQuery(
  `*[_type == "redirect" && defined(from) && defined(to)]{ from, to, permanent }`,
);

export const bookableStudiosQuery =
  defineQuery(`*[_type == "studio" && bookable == true] | order(order asc){
  _id, title, "slug": slug.current, description, features, image, capacity, hourlyRate,
  minDurationMinutes, maxDurationMinutes, bufferMinutes, minNoticeHours, maxAdvanceDays
}`);
