import { serializeJsonLd } from '@/lib/seo';

type JsonLdData = Parameters<typeof serializeJsonLd>[0];

/** Structured data for search engines, rendered on the server. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
