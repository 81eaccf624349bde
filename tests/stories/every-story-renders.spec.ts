import { expect, test } from '@playwright/test';

type StoryIndex = {
  entries: Record<string, { id: string; type: 'story' | 'docs'; title: string; name: string }>;
};

// Every story of the built Storybook renders in Chromium without an error or a failed play function,
// in four shares so the workers take them side by side.
const SHARES = 4;

for (let share = 0; share < SHARES; share += 1) {
  test(`every story renders without errors (share ${share + 1} of ${SHARES})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const index = (await (await request.get('/index.json')).json()) as StoryIndex;
    const stories = Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .filter((_, position) => position % SHARES === share);
    expect(stories.length).toBeGreaterThan(0);

    const failures: string[] = [];
    for (const story of stories) {
      const errors: string[] = [];
      const onPageError = (error: Error) => errors.push(error.message);
      const onConsole = (message: { type(): string; text(): string }) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      page.on('pageerror', onPageError);
      page.on('console', onConsole);
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
      // Storybook marks the body when the story (and its play function) finished or failed.
      await page.waitForFunction(
        () =>
          document.body.classList.contains('sb-show-main') ||
          document.body.classList.contains('sb-show-errordisplay'),
        undefined,
        { timeout: 30_000 },
      );
      await page.waitForTimeout(100);
      if (await page.locator('body.sb-show-errordisplay').count()) {
        errors.push((await page.locator('#error-message').innerText()) || 'story error display');
      }
      if ((await page.locator('#storybook-root').innerHTML()).trim() === '')
        errors.push('rendered nothing');
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
      if (errors.length) failures.push(`${story.title} / ${story.name}: ${errors.join(' | ')}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
