// Every GROQ query of the public site. `npm run typegen` turns each into a `<Name>Result` type in
// ./sanity.types.ts, so callers get exact shapes.
import { defineQuery } from 'groq';
import { sectionProjections } from './section-projections';

/** One page with its sections; each block gets the documents it shows joined in (see the section registry). */
export const pageBySlugQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  seo,
  sections[]{
    ...,
    ${sectionProjections}
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

/** The studios customers can book, cheapest first, with their booking rules (lib/booking/catalog). */
export const bookableStudiosQuery =
  defineQuery(`*[_type == "studio" && bookable == true && defined(slug.current)] | order(hourlyRate asc, title asc) {
  _id, title, "slug": slug.current, description, features, capacity, hourlyRate,
  eveningWeekendRate, eveningFrom, minimumCharge,
  minDurationMinutes, maxDurationMinutes, bufferMinutes, minNoticeHours, maxAdvanceDays, address,
  "imageUrl": image.asset->url, "imageAlt": coalesce(image.alt, title)
}`);

/** Opening hours and closures for bookings, from site settings. */
export const bookingSettingsQuery = defineQuery(
  `*[_id == "siteSettings"][0]{ bookingHours, closures }`,
);

/** Booking add-ons with the studios that offer them. */
export const bookingAddOnsQuery =
  defineQuery(`*[_type == "addOn" && defined(title)] | order(order asc, title asc) {
  _id, title, description, price, priceUnit, minutesBefore, minutesAfter, required, requiresSkill,
  "studioIds": studios[]._ref
}`);

/** The team as the site shows it, for linking a bookable person to their name and photo. */
export const teamMembersQuery =
  defineQuery(`*[_type == "teamMember" && defined(name)] | order(order asc, name asc) {
  _id, name, role, image
}`);

/** Deposit, cancellation policy and the supplier details invoices carry, from site settings. */
export const moneySettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  studioName, address, email, depositPercent, payAtStudio, freeCancellationHours,
  lateCancellationFeePercent, legalName, legalAddress, vatNumber
}`);

/** Slugs of every show, for the show pages and their feeds (`/our-work/{slug}`). */
export const podcastSlugsQuery = defineQuery(
  `*[_type == "podcast" && defined(slug.current)].slug.current`,
);

/** One show with its episodes, newest first: its page and its podcast feed (lib/podcasts). */
export const podcastShowQuery = defineQuery(`*[_type == "podcast" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, host, author, category, appleCategory, explicit, description,
  cover, awards, listenUrl,
  "studio": *[_type == "siteSettings" && _id == "siteSettings"][0]{ studioName, email },
  "episodes": *[_type == "episode" && show._ref == ^._id && defined(publishedAt)]
    | order(publishedAt desc, episodeNumber desc){
      _id, title, episodeNumber, publishedAt, duration, guest, showNotes, cover,
      "audio": audio.asset->{ url, size, mimeType },
      audioUrl, audioSize, audioType
    }
}`);

/** The feeds of the shows a page lists in its podcast blocks, for its <link rel="alternate">s. */
export const pagePodcastFeedsQuery = defineQuery(
  `*[_type == "page" && slug.current == $slug][0].sections[_type == "podcastList"].podcasts[]->{ title, "slug": slug.current }`,
);

/**
 * Every show and episode as stored, drafts (`drafts.<id>`) beside published ones, for the back
 * office's podcast manager (read with the `raw` perspective).
 */
export const podcastManagerQuery = defineQuery(`{
  "shows": *[_type == "podcast"] | order(order asc, title asc){ _id, title, "slug": slug.current },
  "episodes": *[_type == "episode"] | order(episodeNumber desc){
    _id, _updatedAt, title, episodeNumber, publishedAt, duration, "showId": show._ref,
    "audio": audio.asset->{ url, size, mimeType, originalFilename }, audioUrl
  }
}`);
