import { chromium } from '@playwright/test';
const flag = process.argv[2] === 'flag';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu', ...(flag ? ['--disable-features=ThrottleRepeatedNoDamageFrames'] : [])] });
for (let i = 0; i < 8; i++) {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto('http://localhost:3299/insights');
  const r = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance.getEntriesByType('resource').filter(e => e.initiatorType === 'script').map(e => e.startTime);
    return { load: Math.round(nav.loadEventStart), fcp: fcp && Math.round(fcp.startTime), firstScript: scripts.length ? Math.round(Math.min(...scripts)) : null, now: Math.round(performance.now()) };
  });
  console.log(JSON.stringify(r));
  await page.close();
}
await browser.close();
