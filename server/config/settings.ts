import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { STAFF_PASSWORD_MIN } from '../../schema/passwordRules';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

// proxy-addr's names for the usual private ranges (what Fastify's trustProxy understands).
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or CIDR range of a proxy in front of the API, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

// `true` or a hop count would take a client's own X-Forwarded-For entries as its address whenever
// it reaches the API directly or puts them in front of the proxy's; only named proxies are trusted.
const PROXY_MESSAGE = (wrong: string) =>
  `"${wrong}" is not a proxy address: give the addresses or CIDR ranges of the proxies in front of the API, comma-separated (e.g. 127.0.0.1 or 10.0.0.0/8; loopback, linklocal and uniquelocal name those ranges), or false`;

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** Seconds this process's embedded database lock may go unrefreshed before another start takes it over. */
  DATA_DIR_LOCK_STALE: z.coerce.number().int().min(2, 'must be at least 2 seconds').default(30),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@mandi.local'),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(STAFF_PASSWORD_MIN, `must be at least ${STAFF_PASSWORD_MIN} characters (a staff password)`).optional(),
  ),
  TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60, 'must be at least 60 seconds')
    .default(12 * 60 * 60),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Failed sign-ins for one account from one address within the window. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Failed sign-ins for one account from all addresses it has not signed in from lately. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: z.coerce.number().int().min(1).default(50),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  LOGIN_FAILURE_WINDOW: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /** Live-update streams one account may hold open on one process (a tab holds one); more are answered 429. */
  LIVE_MAX_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Sign-ins that may wait for a core to check their password; more are answered 503 at once. */
  LOGIN_QUEUE_LIMIT: z.coerce.number().int().min(1).default(100),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Seconds a client has to send a whole request (headers and body); slower ones get 408. */
  REQUEST_TIMEOUT: z.coerce.number().int().min(1, 'must be at least 1 second').default(60),
  /** Seconds one SQL statement of the API may run on PostgreSQL before it is cancelled; 0: no limit. */
  DB_STATEMENT_TIMEOUT: z.coerce.number().int().min(0).default(30),
  /** Seconds a stop (SIGTERM, SIGINT) gives the requests under way and the database's close; past it the process exits 1. */
  SHUTDOWN_GRACE: z.coerce.number().int().min(1, 'must be at least 1 second').default(10),
  /**
   * Milliseconds of mean event loop delay above which new requests are answered 503 at once; 0:
   * never. Unset: 1000 on PostgreSQL, never on the embedded database, whose queries run on the
   * event loop itself (a long one is the database at work, not a process falling behind).
   */
  MAX_EVENT_LOOP_DELAY: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).optional()),
  /** Megabytes of JavaScript heap in use above which new requests are answered 503 at once; 0: never. Unset: 90% of the heap limit. */
  MAX_HEAP_USED: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).optional()),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      if (v.trim() === '' || v.trim() === 'false') return false as const;
      const entries = v.split(',').map((e) => e.trim());
      const wrong = entries.filter((e) => !isProxyAddress(e));
      if (wrong.length === 0) return entries;
      ctx.addIssue({ code: 'custom', message: PROXY_MESSAGE(wrong.join(', ')) });
      return z.NEVER;
    }),
  /** Port of the Prometheus /metrics listener, apart from the API's (server/metrics/metrics.ts); unset: no metrics. */
  METRICS_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
  PUBLIC_WEB_URL: optionalText.pipe(z.url().optional()),
  APP_URL: optionalText.pipe(z.url('must be a URL such as https://admin.example.com').optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Mandi Admin <no-reply@mandi.local>'),
  /** Mails one account may send through /api/send_email in an hour; more are answered 429. */
  MAIL_MAX_PER_HOUR: z.coerce.number().int().min(1).default(50),
  // Seconds an unnamed upload may be in flight on another process before the start-up sweep moves it.
  UPLOAD_SWEEP_GRACE: z.coerce
    .number()
    .int()
    .min(0)
    .default(60 * 60),
  // Where uploaded files live (server/uploads/store.ts); unset: the database when DATABASE_URL is set.
  UPLOAD_STORE: optionalText.pipe(z.enum(['disk', 'database']).optional()),
  // ask: offer demo data on an empty marketplace in a terminal (server/cli/firstRun.ts).
  DEMO_DATA: z.enum(['ask', 'true', 'false']).default('ask'),
});

export type Settings = z.infer<typeof settingsSchema> & {
  dbDir: string;
  uploadsDir: string;
  orphansDir: string;
  outboxDir: string;
  appUrl: string;
};

export class SettingsError extends Error {}

/** Reads and checks the environment once at start; a bad value stops the process with its name. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new SettingsError(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    dbDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    orphansDir: path.join(dataDir, 'orphans'),
    outboxDir: path.join(dataDir, 'outbox'),
    // Links in mail use this fixed base, never the request's Host header (which a caller controls).
    appUrl: (parsed.data.APP_URL ?? `http://${parsed.data.HOST}:${parsed.data.PORT}`).replace(/\/$/, ''),
  };
}
