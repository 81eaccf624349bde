import { describe, expect, it } from 'vitest';
import { readingMinutes } from '@/lib/content/reading-time';
import { openingHoursStrings } from '@/lib/content/structured-data';
import {
  faqPageJsonLd,
  localBusinessJsonLd,
  pageMetadata,
  serializeJsonLd,
  shareCardPath,
} from '@/lib/seo';

describe('page metadata', () => {
  const metadata = pageMetadata({
    title: 'Podcast Production',
    description: 'From idea to published episode.',
    path: '/podcast-production',
    eyebrow: 'Services',
  });

  it('gives every page a canonical URL and en_GB Open Graph tags with a 1200x630 share card', () => {
    expect(metadata.alternates?.canonical).toBe('/podcast-production');
    expect(metadata.openGraph).toMatchObject({
      title: 'Podcast Production',
      locale: 'en_GB',
      url: '/podcast-production',
      images: [
        {
          url: '/api/share-card?title=Podcast+Production&eyebrow=Services',
          width: 1200,
          height: 630,
        },
      ],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.robots).toBeUndefined();
  });

  it('keeps share card titles within what the card accepts', () => {
    const url = new URL(shareCardPath('x'.repeat(300)), 'http://localhost');
    expect(url.searchParams.get('title')).toHaveLength(120);
  });

  it('can keep a page out of search results', () => {
    expect(
      pageMetadata({ title: 'Thanks', description: 'Thanks', path: '/thank-you', noIndex: true })
        .robots,
    ).toEqual({ index: false, follow: true });
  });
});

describe('structured data', () => {
  it('describes the studio as a London LocalBusiness with the spec hours, price range and radius', () => {
    const business = localBusinessJsonLd({
      name: 'London Podcast Studio',
      description: 'Podcast studio',
      url: 'https://studio.example',
      openingHours: ['Mo-Fr 09:00-18:00'],
      priceRange: '££',
      serviceRadiusMetres: 50000,
    });
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      openingHours: ['Mo-Fr 09:00-18:00'],
      priceRange: '££',
      address: { addressCountry: 'GB' },
      areaServed: { '@type': 'GeoCircle', geoRadius: 50000 },
    });
  });

  it('never lets content close the script element', () => {
    const json = serializeJsonLd(
      faqPageJsonLd([{ question: 'Is </script><script>alert(1)</script> safe?', answer: 'Yes' }]),
    );
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).mainEntity[0].name).toContain('</script>');
  });
});

describe('content as structured data', () => {
  const day = (d: string, opens: string, closes: string) =>
    ({ day: d, opens, closes }) as { day: 'monday'; opens: string; closes: string };

  it('folds consecutive days with equal hours into schema.org ranges', () => {
    const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) =>
      day(d, '09:00', '18:00'),
    );
    expect(openingHoursStrings(weekdays)).toEqual(['Mo-Fr 09:00-18:00']);
    expect(
      openingHoursStrings([
        ...weekdays.slice(0, 2),
        day('thursday', '09:00', '18:00'),
        day('saturday', '10:00', '16:00'),
      ]),
    ).toEqual(['Mo-Tu 09:00-18:00', 'Th 09:00-18:00', 'Sa 10:00-16:00']);
    expect(openingHoursStrings([])).toEqual([]);
  });

  it('reads about 200 words a minute, at least one minute, ignoring figures', () => {
    const block = (words: number) => ({
      _type: 'block',
      children: [{ text: Array.from({ length: words }, () => 'word').join(' ') }],
    });
    expect(readingMinutes([block(20)])).toBe(1);
    expect(readingMinutes([block(700), { _type: 'figure' }, block(300)])).toBe(5);
    expect(readingMinutes(null)).toBe(1);
  });
});
