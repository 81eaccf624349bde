import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import type {
  ArticleBySlugQueryResult,
  BookableStudiosQueryResult,
  JobPostingBySlugQueryResult,
  PageBySlugQueryResult,
  PageMetadataQueryResult,
  PageSlugsQueryResult,
  SiteSettingsQueryResult,
  TeamMembersQueryResult,
} from '@/lib/content/sanity.types';
import {
  articleBySlugQuery,
  bookableStudiosQuery,
  jobPostingBySlugQuery,
  pageBySlugQuery,
  pageMetadataQuery,
  pageSlugsQuery,
  siteSettingsQuery,
  teamMembersQuery,
} from '@/lib/content/queries';

const root = path.resolve(import.meta.dirname, '../..');
const seed = readFileSync(path.join(root, 'content/production.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { _id: string; _type: string; [field: string]: unknown });

async function query<T>(groq: string, params: Record<string, unknown> = {}): Promise<T> {
  return (await (await evaluate(parse(groq), { dataset: seed, params })).get()) as T;
}

type Section = NonNullable<PageBySlugQueryResult>['sections'][number];
function sectionOf<Type extends Section['_type']>(page: PageBySlugQueryResult, type: Type) {
  const section = page?.sections.find(
    (block): block is Extract<Section, { _type: Type }> => block._type === type,
  );
  if (!section) throw new Error(`No ${type} section`);
  return section;
}

describe('the home page document of the seed', () => {
  it('has the home sections of spec §2.7 in order', async () => {
    const home = await query<PageBySlugQueryResult>(pageBySlugQuery, { slug: 'home' });
    expect(home?.sections.map((section) => section._type)).toEqual([
      'hero',
      'team',
      'about',
      'behindTheScenes',
      'studioGallery',
      'trustedBy',
      'exploreServices',
      'contactSection',
    ]);
  });

  it('gives the hero the badge, both A/B variants and the two buttons', async () => {
    const hero = sectionOf(await query(pageBySlugQuery, { slug: 'home' }), 'hero');
    expect(hero.badge).toBe('HOME TO BRITISH PODCAST AWARD WINNERS');
    expect(hero.variants.control.headline).toBeTruthy();
    expect(hero.variants.viral_focus.headline).not.toBe(hero.variants.control.headline);
    const figures = [
      ...(hero.variants.control.stats ?? []),
      ...(hero.variants.viral_focus.stats ?? []),
    ].map((stat) => `${stat.value} ${stat.label}`.toLowerCase());
    for (const expected of [
      '430m+ social views',
      '1.8m audience reach',
      'award-winning shows',
      '5+ award-winning shows',
      '50+ happy clients',
      '1m+ audience reach',
    ]) {
      expect(figures).toContain(expected);
    }
    expect(hero.primaryCta.href).toBe('/get-started');
    expect(hero.secondaryCta).toMatchObject({ label: 'Request a Consultation', href: '/contact' });
  });

  it('joins three team members with role, credentials and blurb, four stat tiles and 127 reviews', async () => {
    const team = sectionOf(await query(pageBySlugQuery, { slug: 'home' }), 'team');
    expect(team.members).toHaveLength(3);
    for (const member of team.members) {
      expect(member).toMatchObject({
        role: expect.any(String),
        credentials: expect.any(String),
        blurb: expect.any(String),
      });
    }
    expect(team.statTiles?.map((tile) => tile.value)).toEqual(['5+', '40+', '1.8M+', '200+']);
    expect(team.reviewCount).toBe(127);
    expect(team.industryEvent?.title).toBeTruthy();
    expect(team.clientQuote?.quote).toBeTruthy();
  });

  it('lists at most two featured videos and the four behind-the-scenes tiles', async () => {
    const section = sectionOf(await query(pageBySlugQuery, { slug: 'home' }), 'behindTheScenes');
    expect(section.videos.length).toBeLessThanOrEqual(2);
    expect(section.fallbackVideos?.length).toBeGreaterThan(0);
    expect(section.features?.map((tile) => tile.title)).toEqual([
      'Professional Microphones',
      'Radio Setup',
      'Video Recording',
      'Mobile Recording',
    ]);
  });

  it('shows the five studios of the gallery, each with four features', async () => {
    const gallery = sectionOf(await query(pageBySlugQuery, { slug: 'home' }), 'studioGallery');
    expect(gallery.heading).toBe('Our Studio Facilities');
    expect(gallery.studios.map((studio) => studio.title)).toEqual([
      'Professional Podcast Setup',
      'Executive Meeting Studio',
      'Greenwich Creator Studio',
      'Flexible Production Space',
      'City View Studio',
    ]);
    for (const studio of gallery.studios) expect(studio.features).toHaveLength(4);
  });

  it('shows four equipment tiles, twelve named logos with images and the stats band', async () => {
    const trusted = sectionOf(await query(pageBySlugQuery, { slug: 'home' }), 'trustedBy');
    expect(trusted.equipment).toHaveLength(4);
    expect(trusted.logos).toHaveLength(12);
    for (const logo of trusted.logos ?? []) expect(logo.logo.asset?._ref).toMatch(/^image-/);
    expect(trusted.stats?.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '500+ Episodes Recorded',
      '50M+ Total Downloads',
      '24/7 Studio Access',
      '100% Client Satisfaction',
    ]);
  });

  it('links the three explore cards to podcasts, services and booking', async () => {
    const explore = sectionOf(await query(pageBySlugQuery, { slug: 'home' }), 'exploreServices');
    expect(explore.cards.map((card) => [card.title, card.link.label, card.link.href])).toEqual([
      ['Listen to Our Work', 'Explore Podcasts', '/podcasts'],
      ['Professional Services', 'View Services', '/studio-services'],
      ['Book Your Session', 'Book Now', '/booking'],
    ]);
  });

  it('gives the contact section the studio details from site settings', async () => {
    const contact = sectionOf(await query(pageBySlugQuery, { slug: 'home' }), 'contactSection');
    expect(contact.heading).toBe('Contact Us');
    expect(contact.studio).toMatchObject({
      phone: '+44 20 0000 0000',
      email: 'hello@studio.example',
      contactHours: 'Mon-Fri: 9am-8pm | Sat-Sun: 10am-6pm',
    });
  });
});

describe('the other seeded content', () => {
  it('has a page for each content route of spec §2.1', async () => {
    const slugs = await query<PageSlugsQueryResult>(pageSlugsQuery);
    for (const slug of [
      'studio-services',
      'recording-sessions',
      'podcast-production',
      'sound-design',
      'distribution-assistance',
      'consultation-services',
      'remote-recording',
      'about',
      'content',
      'our-work',
      'branding-pack',
      'privacy-policy',
      'terms-of-service',
      'cookie-policy',
    ]) {
      expect(slugs).toContain(slug);
    }
  });

  // The contact page opens with the contact block, which then carries the page's h1.
  it('starts every page other than home with exactly one heading block', async () => {
    const headingBlocks = ['pageHeader', 'hero', 'contactSection'];
    for (const slug of await query<PageSlugsQueryResult>(pageSlugsQuery)) {
      const page = await query<PageBySlugQueryResult>(pageBySlugQuery, { slug });
      expect(headingBlocks, slug).toContain(page?.sections[0]?._type);
      expect(
        page?.sections.filter((section) => headingBlocks.includes(section._type)),
      ).toHaveLength(1);
    }
  });

  it('joins every referenced document (no dangling references)', async () => {
    for (const slug of ['home', ...(await query<PageSlugsQueryResult>(pageSlugsQuery))]) {
      const page = await query<PageBySlugQueryResult>(pageBySlugQuery, { slug });
      expect(JSON.stringify(page), slug).not.toMatch(/\[null|,null\]/);
    }
  });

  it('has page metadata with a description and site defaults', async () => {
    const metadata = await query<PageMetadataQueryResult>(pageMetadataQuery, {
      slug: 'sound-design',
    });
    expect(metadata.page?.seo?.description).toBeTruthy();
    expect(metadata.defaults?.defaultSeo?.title).toBeTruthy();
  });

  it('has site settings with the booking hours and structured data of the contract', async () => {
    const settings = await query<SiteSettingsQueryResult>(siteSettingsQuery);
    expect(
      settings?.bookingHours?.map((hours) => `${hours.day} ${hours.opens}-${hours.closes}`),
    ).toEqual([
      'monday 09:00-20:00',
      'tuesday 09:00-20:00',
      'wednesday 09:00-20:00',
      'thursday 09:00-20:00',
      'friday 09:00-20:00',
      'saturday 10:00-18:00',
      'sunday 10:00-18:00',
    ]);
    expect(settings?.openingHoursStructured).toHaveLength(5);
    expect(settings).toMatchObject({ priceRange: '££', serviceRadiusMetres: 50000 });
  });

  it('has bookable studios with whole-pound hourly rates and booking limits', async () => {
    const studios = await query<BookableStudiosQueryResult>(bookableStudiosQuery);
    expect(studios).toHaveLength(5);
    for (const studio of studios) {
      expect(Number.isInteger(studio.hourlyRate)).toBe(true);
      expect(studio.maxDurationMinutes).toBeGreaterThan(studio.minDurationMinutes);
    }
  });

  it("links the demo rota's people to team members of the seed, each with a photo", async () => {
    const team = await query<TeamMembersQueryResult>(teamMembersQuery);
    const rota = JSON.parse(readFileSync(path.join(root, 'content/staff.json'), 'utf8')) as {
      staff: { name: string; teamMemberId: string | null }[];
    };
    const linked = rota.staff.filter((person) => person.teamMemberId);
    expect(linked.length).toBeGreaterThanOrEqual(2);
    for (const person of linked) {
      const member = team.find((candidate) => candidate._id === person.teamMemberId);
      expect(member?.image?.asset, person.name).toBeTruthy();
    }
  });

  it('has at least three articles with Portable Text bodies, and job postings', async () => {
    const articles = seed.filter((doc) => doc._type === 'article');
    expect(articles.length).toBeGreaterThanOrEqual(3);
    const article = await query<ArticleBySlugQueryResult>(articleBySlugQuery, {
      slug: 'why-the-room-matters',
    });
    expect(article?.body.some((block) => block._type === 'block' && block.style === 'h2')).toBe(
      true,
    );
    expect(article?.author?.name).toBeTruthy();
    const job = await query<JobPostingBySlugQueryResult>(jobPostingBySlugQuery, {
      slug: 'podcast-producer',
    });
    expect(job?.requirements?.length).toBeGreaterThan(0);
    expect(seed.filter((doc) => doc._type === 'jobPosting').length).toBeGreaterThanOrEqual(2);
  });

  it('stores the bytes of every image asset under its lake file name', () => {
    const assets = seed.filter((doc) => doc._type === 'sanity.imageAsset');
    expect(assets.length).toBeGreaterThan(30);
    for (const asset of assets) {
      const [, hash, size, extension] =
        /^image-([a-f0-9]{40})-(\d+x\d+)-([a-z]+)$/.exec(asset._id) ?? [];
      expect(hash, asset._id).toBeTruthy();
      expect(existsSync(path.join(root, 'content/images', `${hash}-${size}.${extension}`))).toBe(
        true,
      );
    }
  });
});
