// Issue #13, as an admin runs the studio: a job application moved to interview with a note and an
// e-mail to the applicant; a customer suspended and refused at sign-in; a get-started lead found,
// marked won and exported; and the audit log showing all of it.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import {
  LOCAL_ADMIN,
  latestMail,
  newAccount,
  registerViaApi,
  signInViaApi,
  uniqueEmail,
} from '../fixtures/accounts';
import { pdfBytes } from '../fixtures/documents';

test.describe.configure({ mode: 'serial' });

let adminApi: APIRequestContext;
// Who each test changed, for the audit log's test.
const changed: Record<string, string> = {};

test.beforeAll(async ({ playwright, baseURL }) => {
  adminApi = await playwright.request.newContext({ baseURL });
  await signInViaApi(adminApi, LOCAL_ADMIN);
});
test.afterAll(async () => adminApi.dispose());

test.beforeEach(async ({ context }) => {
  await signInViaApi(context.request, LOCAL_ADMIN);
});

test('moves an application to interview with a note, and the applicant is e-mailed', async ({
  page,
  request,
}) => {
  const applicant = uniqueEmail('applicant');
  changed['applications.status'] = applicant;
  const name = `Jordan ${applicant.slice(10, 18)}`;
  const applied = await request.post('/api/careers/applications', {
    multipart: {
      jobId: 'job-podcast-producer',
      name,
      email: applicant,
      coverNote: 'I produce a weekly show.',
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes(name) },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await page.goto('/admin/talenthr?job=job-podcast-producer');
  await page.getByText(`${name} · Podcast Producer`).click();
  const move = page.getByRole('region', { name: `Move ${name}'s application` });
  await move.getByLabel('Status').selectOption('interview');
  await move.getByLabel('Note (optional)').fill('Strong portfolio: invite for Thursday.');
  await move.getByLabel('E-mail the applicant').check();
  await move.getByRole('button', { name: 'Save' }).click();
  await expect(move.getByText('Saved: Interview. The e-mail is in the outbox.')).toBeVisible();
  await expect(page.getByText('Strong portfolio: invite for Thursday.')).toBeVisible();

  const mail = await latestMail(adminApi, applicant, 'application-interview');
  expect(mail.subject).toBe('Interview invitation: Podcast Producer');
});

test('suspends a customer, who then cannot sign in', async ({ page, browser }) => {
  const customer = newAccount('suspended');
  changed['users.suspend'] = customer.email;
  const customerContext = await browser.newContext();
  await registerViaApi(customerContext.request, customer);

  await page.goto(`/admin/users?q=${encodeURIComponent(customer.email)}`);
  const row = page.getByRole('row', { name: new RegExp(customer.email) });
  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: 'Suspend' }).click();
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Suspended', exact: true })).toBeVisible();

  // The session they had ends at once, and signing in again is refused.
  const me = await customerContext.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
  const signIn = await customerContext.newPage();
  await signIn.goto('/login');
  await signIn.getByLabel('Email').fill(customer.email);
  await signIn.getByLabel('Password').fill(customer.password);
  await signIn.getByRole('button', { name: 'Log In' }).click();
  await expect(signIn.getByText('This account is suspended. Contact the studio.')).toBeVisible();
  await expect(signIn).toHaveURL(/\/login/);
  await customerContext.close();
});

test('finds a get-started lead in the inbox, marks it won and exports CSV', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('lead');
  changed['leads.status'] = email;
  const sent = await request.post('/api/crm/submit', {
    data: {
      formName: 'get-started',
      fields: { name: 'Priya Lead', email, format: 'Video podcast', cadence: 'Weekly' },
    },
  });
  expect((await sent.json()).success).toBe(true);

  // The lead is listed once the CRM job has stored it (at once with the embedded CRM).
  const search = `/admin/marketing?q=${encodeURIComponent(email)}`;
  await expect(async () => {
    await page.goto(search);
    await expect(page.getByText('1 lead matches.')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText('Get-started lead · New')).toBeVisible();
  await page.getByLabel('Status of Priya Lead').selectOption('won');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Get-started lead · Won')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export these leads as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, row, ...rest] = csv.trim().split('\r\n');
  expect(header).toBe('kind,received_at,status,name,email,phone,details,state,notes');
  expect(rest).toEqual([]);
  expect(row).toContain(`get-started,`);
  expect(row).toContain(`,won,Priya Lead,${email},`);
});

test('the audit log shows each of those changes', async ({ page }) => {
  expect(Object.keys(changed)).toHaveLength(3);
  for (const [action, email] of Object.entries(changed)) {
    await page.goto(`/admin/audit?action=${action}`);
    const entry = page
      .getByRole('table', { name: 'Admin actions, newest first' })
      .getByRole('row', { name: new RegExp(email) });
    await expect(entry, action).toContainText(LOCAL_ADMIN.email);
  }
});
