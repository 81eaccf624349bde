import { z } from 'zod';

// The process environment is outside input like any other: parsed once, with the embedded defaults.
function guestHoldLimit(name: string, fallback: number) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number(`${name} must be a number of sessions`)
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be at least 1`)
      .max(100_000, `${name} must be at most 100000`)
      .default(fallback),
  );
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('.data'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  // Where the studio's own notifications (job applications, ...) are sent.
  STUDIO_INBOX_EMAIL: z.email().default('hello@studio.example'),
  // UK GDPR: job applications (with their CVs and notes) are deleted this many days after their last change.
  APPLICATION_RETENTION_DAYS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number('APPLICATION_RETENTION_DAYS must be a number of days')
      .int('APPLICATION_RETENTION_DAYS must be a whole number of days')
      .min(1, 'APPLICATION_RETENTION_DAYS must be at least 1')
      .max(3650, 'APPLICATION_RETENTION_DAYS must be at most 3650 (ten years)')
      .default(180),
  ),
  // scrypt's work factor for new password hashes, as log2 of N (lib/auth/password.ts).
  PASSWORD_HASH_COST: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number('PASSWORD_HASH_COST must be a number (log2 of N)')
      .int('PASSWORD_HASH_COST must be a whole number')
      .min(14, 'PASSWORD_HASH_COST must be at least 14')
      .max(20, 'PASSWORD_HASH_COST must be at most 20')
      .default(17),
  ),
  // Unpaid upcoming sessions one guest address / one network may hold (lib/booking/holding-limits.ts).
  GUEST_HOLDS_PER_EMAIL: guestHoldLimit('GUEST_HOLDS_PER_EMAIL', 3),
  GUEST_HOLDS_PER_NETWORK: guestHoldLimit('GUEST_HOLDS_PER_NETWORK', 6),
  // How hard the proof of work of anonymous writes is (lib/anti-abuse/proof-of-work.ts).
  PROOF_OF_WORK_MAX_NUMBER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number('PROOF_OF_WORK_MAX_NUMBER must be a number of attempts')
      .int('PROOF_OF_WORK_MAX_NUMBER must be a whole number')
      .min(1, 'PROOF_OF_WORK_MAX_NUMBER must be at least 1')
      .max(1_000_000, 'PROOF_OF_WORK_MAX_NUMBER must be at most 1000000')
      .default(1_000),
  ),
  // An OpenAI-compatible chat-completions API for the studio assistant; without it, it answers alone.
  ASSISTANT_MODEL_URL: z
    .string()
    .url('ASSISTANT_MODEL_URL must be the API base URL, e.g. https://api.openai.com/v1')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ASSISTANT_MODEL_API_KEY: z.string().optional(),
  ASSISTANT_MODEL_NAME: z.string().min(1).default('gpt-4o-mini'),
  // The local lake as a hosted project's API for a Studio or site elsewhere (see
  // lib/content/lake-mount.ts).
  LAKE_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
  LAKE_WEBHOOK_URL: z
    .url('LAKE_WEBHOOK_URL must be the URL publishes are posted to')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LAKE_WEBHOOK_SECRET: z
    .string()
    .min(16, 'LAKE_WEBHOOK_SECRET is at least 16 characters')
    .optional(),
  // Online payment with Stripe Checkout (lib/payments/stripe.ts): on with both secrets, otherwise
  // bookings are paid at the studio.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(
      /^whsec_\S+$/,
      "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)",
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // The client takes an origin only (protocol, host, port): a path would be silently dropped.
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'STRIPE_API_URL must be an http(s):// origin' })
    .refine(
      (url) => /^https?:\/\/[^/]+\/?$/.test(url),
      'STRIPE_API_URL is an origin, without a path',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

// Settings that only make sense together.
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  // Half a Stripe configuration would quietly take bookings as pay-at-the-studio: refuse to start.
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message:
        'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments online, or neither to take them at the studio',
    });
  }
  // A live key goes to Stripe and nowhere else.
  if (
    env.STRIPE_API_URL &&
    env.STRIPE_SECRET_KEY &&
    !/^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_API_URL'],
      message:
        'STRIPE_API_URL is for test keys only (sk_test_…): a live key is only ever sent to Stripe',
    });
  }
});

export type AppEnv = z.infer<typeof envSchema>;

let cached: AppEnv | undefined;

/** The settings a given environment gives (throws with every problem found). */
export function parseAppEnv(source: Record<string, string | undefined>): AppEnv {
  return checkedEnvSchema.parse(source);
}

export function appEnv(): AppEnv {
  cached ??= checkedEnvSchema.parse(process.env);
  return cached;
}

type Variable = { name: string; help: string; example?: string };
type Group = { title: string; variables: Variable[] };

/**
 * Every environment variable the product, its scripts and its tests read, with what it does:
 * `.env.example` is written from this list (`npm run env:example`), and a unit test fails when the
 * code reads a variable that is not here, or this list names one nothing reads.
 */
export const ENVIRONMENT: Group[] = [
  {
    title: 'App data',
    variables: [
      {
        name: 'DATABASE_URL',
        help: 'PostgreSQL connection URL. Unset: embedded PGlite stored under $DATA_DIR/pglite.',
      },
      {
        name: 'REDIS_URL',
        help: "Redis (or Valkey) for Next's cache, shared by every instance (server/cache-handler.mjs; docs/operations.md), e.g. redis://10.0.0.5:6379. Read as the server starts, not at build time. Unset: each instance keeps its own cache on disk.",
      },
      {
        name: 'DATA_DIR',
        help: 'Folder for embedded data (PGlite database, uploads). Default: .data',
        example: '.data',
      },
      {
        name: 'SITE_URL',
        help: 'Public origin of the site, used for canonical URLs and links in e-mails. Default: http://localhost:3000',
        example: 'http://localhost:3000',
      },
      { name: 'PORT', help: 'Port for `npm start`. Default: 3000', example: '3000' },
      {
        name: 'HTTPS_PORT',
        help: 'Port of the HTTPS front `npm start` runs for the Studio (HTTP/2); 0 turns it off. Default: 3443',
      },
      {
        name: 'UPSTREAM',
        help: 'Where the HTTPS front forwards to. Default: http://127.0.0.1:$PORT',
      },
      {
        name: 'TRUSTED_PROXIES',
        help: 'Proxies whose X-Forwarded-For is believed (rate limits count the real client): addresses, CIDR ranges, `loopback`, `private`, comma-separated. Unset: only the HTTPS front `npm start` runs; any other caller is its socket address.',
      },
      {
        name: 'MAX_CONNECTIONS_PER_ADDRESS',
        help: 'Open sockets one client address may hold; further ones are closed as they connect (loopback and TRUSTED_PROXIES are never capped). 0 turns the cap off. Default: 50',
      },
      {
        name: 'STUDIO_FRONT_SECRET',
        help: 'Set by `npm start` for its own HTTPS front and app server; never set it by hand.',
      },
      {
        name: 'SERVER_STEPS_OFF',
        help: 'Steps of the production server to switch off, comma-separated (document-cache, deferred-scripts, not-found-document, compression, static-assets), to measure what each gains; see ARCHITECTURE.md. Default: none',
      },
      {
        name: 'SHUTDOWN_GRACE_MS',
        help: 'On SIGTERM, how long the instance keeps serving while its readiness check answers 503, so a load balancer takes it out first. Behind one: its health-check interval times the failures it needs. Default: 0',
      },
      {
        name: 'SHUTDOWN_TIMEOUT_MS',
        help: 'On SIGTERM, how long requests in flight may take to finish before they are cut and the instance exits. Default: 10000',
      },
      {
        name: 'STUDIO_TEST_PROBES',
        help: 'At build time, 1 adds the test-only pages (app/(site)/csp-probe, files named page.probe.tsx); `npm test` builds with it. Never set it for a build that serves visitors.',
      },
      {
        name: 'NEXT_DIST_DIR',
        help: "Next's build folder, so two builds can sit side by side. Default: .next",
      },
    ],
  },
  {
    title: 'Accounts and e-mail',
    variables: [
      {
        name: 'SESSION_SECRET',
        help: 'At least 32 random characters; seals session cookies and two-factor secrets. Unset: the first start makes a random one and keeps it in the database, shared by every instance on one PostgreSQL.',
      },
      {
        name: 'ADMIN_EMAIL',
        help: 'The first admin, created when the database has none. Unset while SITE_URL names this machine: admin@studio.local / studio-admin-local, who can sign in from this machine only (see the README).',
      },
      { name: 'ADMIN_PASSWORD', help: "That admin's password." },
      {
        name: 'SMTP_URL',
        help: 'smtp:// or smtps:// URL of the mail server. Unset: e-mails go to the outbox (/admin/outbox) only.',
      },
      {
        name: 'MAIL_FROM',
        help: 'Sender of every e-mail. Default: London Podcast Studio <no-reply@localhost>',
      },
      {
        name: 'STUDIO_INBOX_EMAIL',
        help: "Where the studio's own notifications (job applications) go. Default: hello@studio.example",
      },
      {
        name: 'APPLICATION_RETENTION_DAYS',
        help: 'Days a job application (with its CV and notes) is kept after its last status change; the hourly housekeeping then deletes it (UK GDPR). Default: 180',
        example: '180',
      },
    ],
  },
  {
    title: 'Online payment (Stripe)',
    variables: [
      {
        name: 'PASSWORD_HASH_COST',
        help: "scrypt's work factor for new password hashes, as log2 of N (14-20). Default 17: OWASP's 128 MiB per hash. The test suites set 14 to spend less CPU; a stored hash keeps the cost it was made with, so raising it later is safe. Do not lower it in production.",
      },
      {
        name: 'GUEST_HOLDS_PER_EMAIL',
        help: 'How many upcoming sessions nobody has paid for one guest address may hold (counted as one person: no +tag, no dots at Gmail). Signed-in customers are not capped. Default: 3',
      },
      {
        name: 'GUEST_HOLDS_PER_NETWORK',
        help: 'How many upcoming unpaid guest sessions one network (/24 for IPv4, /64 for IPv6) may hold; raise it for a studio whose customers share one office network. Default: 6',
      },
      {
        name: 'PROOF_OF_WORK_MAX_NUMBER',
        help: 'How hard the proof of work is that signed-out bookings, quotes with a promo code, registrations and newsletter sign-ups carry (ALTCHA, docs/security.md): the browser tries up to this many keys of 1,000 PBKDF2 rounds each, about 0.1-0.5 s on a phone at the default; a bot pays it per request. The test suites set 2. Default: 1000',
      },
      {
        name: 'STRIPE_SECRET_KEY',
        help: 'Stripe secret key (sk_live_…, or sk_test_… in test mode). With STRIPE_WEBHOOK_SECRET also set, bookings are paid online through Stripe Checkout; with neither, they are paid at the studio. See docs/payments-stripe.md.',
      },
      {
        name: 'STRIPE_WEBHOOK_SECRET',
        help: 'The signing secret (whsec_…) of the Stripe webhook endpoint that posts to /api/payments/stripe/webhook.',
      },
      {
        name: 'STRIPE_API_URL',
        help: "Sends the Stripe client to another origin (protocol, host and port) instead of Stripe's API, e.g. the offline stand-in tests/fixtures/stripe-stand-in.mjs at http://127.0.0.1:3192; test keys only. Default: https://api.stripe.com",
      },
    ],
  },
  {
    title: 'Content',
    variables: [
      {
        name: 'NEXT_PUBLIC_SANITY_PROJECT_ID',
        help: 'A hosted Sanity project to read and edit instead of the local Content Lake (build time). Unset: the local lake.',
      },
      { name: 'NEXT_PUBLIC_SANITY_DATASET', help: 'Its dataset (build time). Default: production' },
      {
        name: 'SANITY_PROJECT_ID',
        help: 'The same project id for the server only (when it is not set at build time).',
      },
      { name: 'SANITY_DATASET', help: 'The same dataset for the server only.' },
      {
        name: 'SANITY_API_READ_TOKEN',
        help: "A read token for the hosted project's drafts (server only).",
      },
      {
        name: 'NEXT_PUBLIC_SANITY_API_HOST',
        help: "The hosted project's API host when it is not Sanity's (build time), e.g. another instance's http://host/api/lake. Unset: https://{projectId}.api.sanity.io.",
      },
      {
        name: 'SANITY_REVALIDATE_SECRET',
        help: "The secret of the hosted project's publish webhook to /api/content/webhook (16+ characters, server only). Unset: no webhook; pages refresh every 60 s.",
      },
      {
        name: 'LAKE_CORS_ORIGINS',
        help: 'Comma-separated origins whose browsers may use the local lake API (a Studio served by another site). Default: none.',
      },
      {
        name: 'LAKE_WEBHOOK_URL',
        help: "Where the local lake posts each published change, signed as a hosted project's webhook (e.g. another site's /api/content/webhook). Unset: none.",
      },
      {
        name: 'LAKE_WEBHOOK_SECRET',
        help: 'The secret that signs those posts (16+ characters).',
      },
      {
        name: 'CONTENT_API_TOKEN',
        help: 'A robot token (32+ characters) with admin rights on the local lake API, for scripts. Unset: only signed-in admins write.',
      },
    ],
  },
  {
    title: 'Contact, CRM, analytics and cookie consent',
    variables: [
      {
        name: 'CONTACT_INBOX',
        help: "Where contact-form messages are e-mailed. Default: the studio's public address.",
      },
      {
        name: 'HUBSPOT_PORTAL_ID',
        help: 'HubSpot: with portal AND form id set, leads go to HubSpot\'s Forms API (provider "hubspot"); otherwise they are stored in the database (provider "local").',
      },
      { name: 'HUBSPOT_FORM_ID', help: 'The HubSpot form GUID.' },
      {
        name: 'HUBSPOT_TRACKING_ID',
        help: 'HubSpot tracking code id (loaded only with marketing consent). Default: the portal id',
      },
      {
        name: 'HUBSPOT_FORMS_API',
        help: 'HubSpot Forms API host (the tests point it at a stand-in). Default: https://api.hsforms.com',
      },
      {
        name: 'NOTION_API_URL',
        help: 'Notion API host for the /admin/notion import. Default: https://api.notion.com',
      },
      {
        name: 'NEXT_PUBLIC_GA_MEASUREMENT_ID',
        help: 'GA4 measurement id (G-XXXXXXX), read at build time. Unset: first-party page-view log in the database.',
      },
      {
        name: 'NEXT_PUBLIC_CONSENT_AUTO_ACCEPT',
        help: "1 = the spec's first-visit auto-accept of the default cookie preferences (analytics on) without asking. Off by default: UK GDPR/PECR require opt-in consent before non-essential cookies. Build time.",
      },
    ],
  },
  {
    title: 'Studio assistant',
    variables: [
      {
        name: 'ASSISTANT_MODEL_URL',
        help: "An OpenAI-compatible chat-completions API (base URL, e.g. https://api.openai.com/v1). Unset: the embedded assistant answers alone from the site's content and the live availability.",
      },
      { name: 'ASSISTANT_MODEL_API_KEY', help: 'Its API key (sent as a Bearer token).' },
      { name: 'ASSISTANT_MODEL_NAME', help: 'Its model name. Default: gpt-4o-mini' },
    ],
  },
  {
    title: 'Tests and benchmarks',
    variables: [
      {
        name: 'TEST_DATABASE_URL',
        help: "PostgreSQL used by the database tests' PostgreSQL leg. Default: postgres://postgres@127.0.0.1:5432/test",
      },
      {
        name: 'CALENDAR_IMPORT_ALLOW_PRIVATE',
        help: '1 = calendar imports may fetch from loopback and private addresses, which they refuse otherwise (SSRF); the tests serve calendars from this machine. Never set it on a site that serves visitors.',
      },
      {
        name: 'REQUIRE_POSTGRES',
        help: '1 = fail the tests when that PostgreSQL is unreachable instead of skipping its leg (set by CI).',
      },
      {
        name: 'CHROMIUM_PATH',
        help: "Chromium used by Playwright. Default: /usr/bin/chromium (Debian's package)",
        example: '/usr/bin/chromium',
      },
      {
        name: 'CI',
        help: 'Set by CI: Playwright retries a failed test once (the Studio tests twice).',
      },
      {
        name: 'E2E_SKIP_STORIES',
        help: '1 = run the site tests only (no built Storybook needed).',
      },
      {
        name: 'E2E_APP_PORT',
        help: 'Ports the end-to-end run uses: the app (3100), Storybook (6107) and the HubSpot and Notion stand-ins (3190, 3191).',
      },
      { name: 'E2E_STORYBOOK_PORT', help: 'See E2E_APP_PORT.' },
      {
        name: 'E2E_STANDALONE_PORT',
        help: 'See E2E_APP_PORT: the standalone server the `standalone` project tests (3110).',
      },
      {
        name: 'LEDGER_SEED',
        help: "The seed of tests/unit/booking.ledger-properties.test.ts's random sequences, to replay a failure it printed. Default: a new seed each run",
      },
      {
        name: 'LEDGER_RUNS',
        help: 'How many random sequences that test runs on each database engine. Default: 200',
      },
      { name: 'E2E_HUBSPOT_PORT', help: 'See E2E_APP_PORT.' },
      { name: 'E2E_NOTION_PORT', help: 'See E2E_APP_PORT.' },
      {
        name: 'FAKE_HUBSPOT_PORT',
        help: 'Port of the HubSpot stand-in when started by hand (tests/fixtures/fake-hubspot.ts).',
      },
      {
        name: 'FAKE_NOTION_PORT',
        help: 'Port of the Notion stand-in when started by hand (tests/fixtures/fake-notion.ts).',
      },
      {
        name: 'STRIPE_STAND_IN_PORT',
        help: 'Port of the Stripe stand-in when started by hand (node tests/fixtures/stripe-stand-in.mjs). Default: 3192',
      },
      {
        name: 'STRIPE_STAND_IN_WEBHOOK_URL',
        help: 'Where that stand-in posts its signed events, e.g. http://127.0.0.1:3000/api/payments/stripe/webhook (signed with STRIPE_WEBHOOK_SECRET). Unset: events are kept, not sent.',
      },
      { name: 'CRASH_PORT', help: 'Port `npm run test:crash` serves the build on. Default: 3298' },
      {
        name: 'SCALE_PORT',
        help: 'First port `npm run test:scale` and `npm run bench:scale` use: HAProxy, its statistics +1, Redis +2, the instances +11 to +13. Default: 3400',
      },
      { name: 'BENCH_PORT', help: 'Port the benchmarks serve the build on. Default: 3299' },
      { name: 'BENCH_URL', help: 'Benchmark an already running site instead of starting one.' },
      {
        name: 'BENCH_RUNTIME',
        help: 'What bench:pages serves the build with: production-server (npm start) or standalone (the assembled standalone directory). Default: production-server',
      },
      { name: 'BENCH_RUNS', help: 'Benchmark repetitions and load (see each bench script).' },
      { name: 'BENCH_CLIENTS', help: 'See BENCH_RUNS.' },
      { name: 'BENCH_CREATE_REQUESTS', help: 'See BENCH_RUNS.' },
      {
        name: 'BENCH_PAID_REQUESTS',
        help: 'How many bookings bench:booking holds and pays online (against the Stripe stand-in).',
      },
      { name: 'BENCH_AVAILABILITY_REQUESTS', help: 'See BENCH_RUNS.' },
      { name: 'BENCH_QUOTE_REQUESTS', help: 'How many quotes bench:booking times (500).' },
      {
        name: 'BENCH_FLOOD_SECONDS',
        help: 'How long bench:booking floods the quote with the widest sessions while it times /api/health (10).',
      },
      {
        name: 'BENCH_POSTGRES_URL',
        help: 'The PostgreSQL server bench:booking makes (and drops) a fresh database on; default TEST_DATABASE_URL.',
      },
      { name: 'BENCH_ASSISTANT_REQUESTS', help: 'See BENCH_RUNS.' },
      {
        name: 'BENCH_BARE_PORT',
        help: 'Port of the bare Next.js page bench:pages compares with. Default: 3298',
      },
      {
        name: 'BENCH_FLOOR_PORT',
        help: "Port where bench:pages serves each page's no-script floor. Default: 3297",
      },
      {
        name: 'BENCH_PAGES',
        help: 'bench:pages: the paths to measure, comma-separated. Default: the four of issue #16',
      },
      {
        name: 'BENCH_CPU_SLOWDOWN',
        help: "bench:pages: Lighthouse's CPU slowdown factor. Default: 4 (Lighthouse's own)",
      },
      {
        name: 'BENCH_STATIC_PORT',
        help: 'Port of the static server bench:load compares with. Default: 3297',
      },
      { name: 'BENCH_CONNECTIONS', help: 'bench:load and bench:scale connections. Default: 10' },
      {
        name: 'BENCH_SECONDS',
        help: 'bench:load and bench:scale seconds per measurement. Default: 10',
      },
      {
        name: 'CHROME_PATH',
        help: 'The Chromium bench:pages runs Lighthouse in. Default: /usr/bin/chromium',
      },
    ],
  },
];

/** The text of `.env.example`. */
export function envExample(): string {
  const groups = ENVIRONMENT.map(({ title, variables }) => {
    const lines = variables.flatMap(({ name, help, example }) => [
      `# ${help}`,
      `${name}=${example ?? ''}`,
    ]);
    return [`# --- ${title} ${'-'.repeat(Math.max(3, 74 - title.length))}`, ...lines].join('\n');
  });
  return `# Written by \`npm run env:example\` from lib/env.ts; do not edit.
# Every variable is optional: with none set, the product runs on its embedded defaults.
# Copy to .env.local only to change something.

${groups.join('\n\n')}
`;
}
