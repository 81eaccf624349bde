// Our Work's shows (issue #13 item 4): from /our-work to a show's page, an episode that plays, and
// the show's podcast feed, linked as the page's RSS alternate. The feed's tags are checked against
// Apple's list in tests/unit/podcasts.feeds.test.ts.
import { expect, test } from '../fixtures/test';
import { axeViolations } from '../fixtures/axe';

const SHOW = "The Founders' Table";

test('a visitor goes from Our Work to a show, plays an episode and finds its feed', async ({
  page,
  request,
}) => {
  await page.goto('/our-work');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).not.toHaveCount(
    0,
  );
  await page.getByRole('link', { name: SHOW }).first().click();
  await expect(page).toHaveURL(/\/our-work\/founders-table$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOW);

  const episodes = page.getByRole('region', { name: 'Episodes' }).getByRole('article');
  await expect(episodes).toHaveCount(2);
  const player = page.getByLabel('Play Hiring your first ten people');
  await player.evaluate((audio: HTMLAudioElement) => {
    audio.muted = true;
    return audio.play();
  });
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThan(0.3);

  const feedHref = await page.getByRole('link', { name: 'Subscribe (RSS)' }).getAttribute('href');
  expect(feedHref).toBe('/our-work/founders-table/feed.xml');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/our-work\/founders-table\/feed\.xml$/,
  );
  const feed = await request.get(feedHref!);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const xml = await feed.text();
  expect(xml).toContain('<itunes:explicit>');
  const enclosure = /<enclosure url="([^"]+)" length="(\d+)" type="audio\/mpeg"/.exec(xml);
  expect(enclosure).not.toBeNull();
  const audio = await request.get(new URL(enclosure![1]!).pathname);
  expect(audio.status()).toBe(200);
  expect((await audio.body()).length).toBe(Number(enclosure![2]));

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    expect(await axeViolations(page), theme).toEqual([]);
  }
  expect((await request.get('/our-work/no-such-show')).status()).toBe(404);
  expect((await request.get('/our-work/no-such-show/feed.xml')).status()).toBe(404);
});
