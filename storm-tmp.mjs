import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
let shown = 0; const t0 = Date.now(); const times = [];
page.on('response', async (r) => { const u = new URL(r.url()); if (!u.search.includes('_rsc') || u.pathname !== '/terms') return; times.push(Date.now() - t0); if (shown++ < 2) { console.log(r.status(), JSON.stringify(r.headers())); console.log('req', JSON.stringify(r.request().headers())); } });
await page.goto('http://localhost:3297/login', { waitUntil: 'load' });
await page.waitForTimeout(3000);
console.log('terms at ms', times.join(' '));
await browser.close();
