import { expect, test, type Page } from '@playwright/test';

type StoryIndex = {
  entries: Record<string, { id: string; type: 'story' | 'docs'; title: string; name: string }>;
};

// Every story of the built Storybook renders in Chromium without an error, a failed play function or an
// accessibility violation (the preview sets `a11y.test: 'error'`), in four shares so the workers take them
// side by side.
const SHARES = 4;

// What the preview reported on its channel about one story's render.
type Report = { finished: boolean; status?: string; errors: string[] };
type Reports = Record<string, Report>;

// Runs in the page before Storybook's own code: when the preview creates its channel, listen to it and
// keep each story's report in `window.__storyReports`. `storyFinished` comes after the render, the play
// function and the a11y check; the other events end a story that cannot get that far.
function recordStoryReports() {
  type Channel = { on(event: string, listener: (payload: never) => void): void };
  const reports: Reports = {};
  const reportOf = (storyId: string) => (reports[storyId] ??= { finished: false, errors: [] });
  const attach = (channel: Channel) => {
    channel.on(
      'storyFinished',
      (payload: {
        storyId: string;
        status: string;
        reporters?: { type: string; result?: { violations?: { id: string; help: string }[] } }[];
      }) => {
        const report = reportOf(payload.storyId);
        for (const reporter of payload.reporters ?? [])
          for (const violation of reporter.result?.violations ?? [])
            report.errors.push(`${reporter.type}: ${violation.id} (${violation.help})`);
        report.status = payload.status;
        report.finished = true;
      },
    );
    for (const event of [
      'storyErrored',
      'storyThrewException',
      'storyMissing',
      'playFunctionThrewException',
    ])
      channel.on(event, (payload: unknown) => {
        // The story being shown: set by renderInPlace, else the one the page was loaded with.
        const storyId =
          (window as unknown as { __currentStoryId?: string }).__currentStoryId ??
          new URLSearchParams(location.search).get('id') ??
          '';
        const report = reportOf(storyId);
        report.errors.push(`${event}: ${JSON.stringify(payload)}`);
        if (event !== 'playFunctionThrewException') report.finished = true;
      });
  };
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: Channel) => {
      channel = value;
      attach(value);
    },
  });
  Object.assign(window, { __storyReports: reports });
}

// Waits for the story's report: `finished` after `storyFinished`, or after an error that ends the render.
async function reportFor(page: Page, storyId: string): Promise<Report> {
  const finished = await page
    .waitForFunction(
      (id) =>
        (window as unknown as { __storyReports: Reports }).__storyReports[id]?.finished === true,
      storyId,
      { timeout: 30_000 },
    )
    .then(() => true)
    .catch(() => false);
  const report = await page.evaluate(
    (id) => (window as unknown as { __storyReports: Reports }).__storyReports[id],
    storyId,
  );
  return { ...(report ?? { errors: [] }), finished };
}

// Loads the preview page for the story alone: the first story of a share, and a second opinion on any
// story that failed in place (so that no story is blamed for what the one before it left behind).
async function renderAlone(page: Page, storyId: string): Promise<Report> {
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story`);
  return reportFor(page, storyId);
}

// Switches the loaded preview to the story, as Storybook's manager does: far quicker than loading the
// preview anew for each of several hundred stories, which on a busy CI machine overran the time budget.
async function renderInPlace(page: Page, storyId: string): Promise<Report> {
  await page.evaluate((id) => {
    const target = window as unknown as {
      __currentStoryId: string;
      __storyReports: Reports;
      __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
    };
    target.__currentStoryId = id;
    delete target.__storyReports[id];
    target.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  return reportFor(page, storyId);
}

async function renderStory(page: Page, storyId: string, alone: boolean): Promise<string[]> {
  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(error.message);
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  try {
    const report = alone ? await renderAlone(page, storyId) : await renderInPlace(page, storyId);
    errors.push(...report.errors);
    if (!report.finished) errors.push('never finished');
    else if (report.status && report.status !== 'success' && report.errors.length === 0)
      errors.push(`finished with status ${report.status}`);
    if (await page.locator('body.sb-show-errordisplay').count())
      errors.push((await page.locator('#error-message').innerText()) || 'story error display');
    if ((await page.locator('#storybook-root').innerHTML()).trim() === '')
      errors.push('rendered nothing');
  } catch (error) {
    // e.g. a story that navigates away destroys the page's context mid-evaluation.
    errors.push(error instanceof Error ? error.message : String(error));
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  }
  return errors;
}

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
    await page.addInitScript(recordStoryReports);

    const failures: string[] = [];
    let loaded = false;
    for (const story of stories) {
      let errors = await renderStory(page, story.id, !loaded);
      if (errors.length && loaded) errors = await renderStory(page, story.id, true);
      loaded = errors.length === 0;
      if (errors.length) failures.push(`${story.title} / ${story.name}: ${errors.join(' | ')}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
