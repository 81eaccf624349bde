// schema.org JSON-LD for search engines: the studio as a LocalBusiness, and articles, jobs and FAQs.
type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

export interface StudioBusiness {
  name: string;
  description: string;
  url: string;
  telephone?: string;
  email?: string;
  streetAddress?: string;
  addressLocality?: string;
  postalCode?: string;
  /** schema.org opening hours, e.g. "Mo-Fr 09:00-18:00". */
  openingHours: string[];
  priceRange: string;
  serviceRadiusMetres: number;
  image?: string;
  sameAs?: string[];
}

// Central London, the centre of the service area.
const CENTRAL_LONDON = { latitude: 51.5074, longitude: -0.1278 };

export function localBusinessJsonLd(studio: StudioBusiness): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: studio.name,
    description: studio.description,
    url: studio.url,
    ...(studio.telephone && { telephone: studio.telephone }),
    ...(studio.email && { email: studio.email }),
    ...(studio.image && { image: studio.image }),
    address: {
      '@type': 'PostalAddress',
      ...(studio.streetAddress && { streetAddress: studio.streetAddress }),
      addressLocality: studio.addressLocality ?? 'London',
      ...(studio.postalCode && { postalCode: studio.postalCode }),
      addressCountry: 'GB',
    },
    openingHours: studio.openingHours,
    priceRange: studio.priceRange,
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', ...CENTRAL_LONDON },
      geoRadius: studio.serviceRadiusMetres,
    },
    ...(studio.sameAs?.length && { sameAs: studio.sameAs }),
  };
}

export function articleJsonLd(article: {
  title: string;
  description: string;
  url: string;
  publishedAt: string;
  updatedAt?: string;
  authorName?: string;
  image?: string;
  publisherName: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    ...(article.image && { image: [article.image] }),
    author: article.authorName
      ? { '@type': 'Person', name: article.authorName }
      : { '@type': 'Organization', name: article.publisherName },
    publisher: { '@type': 'Organization', name: article.publisherName },
  };
}

export function jobPostingJsonLd(job: {
  title: string;
  descriptionHtml: string;
  datePosted: string;
  validThrough?: string;
  employmentType?: string;
  hiringOrganization: { name: string; url: string };
  locality?: string;
  remote?: boolean;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.datePosted,
    ...(job.validThrough && { validThrough: job.validThrough }),
    ...(job.employmentType && { employmentType: job.employmentType }),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.hiringOrganization.name,
      sameAs: job.hiringOrganization.url,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.locality ?? 'London',
        addressCountry: 'GB',
      },
    },
    ...(job.remote && { jobLocationType: 'TELECOMMUTE' }),
  };
}

export function faqPageJsonLd(faqs: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** JSON for a <script> element: `<` escaped so content can never close the script early. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
