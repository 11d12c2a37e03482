import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@mandi.local'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  TOKEN_TTL: z.coerce.number().int().min(60, 'must be at least 60 seconds').default(12 * 60 * 60),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  LOGIN_FAILURE_WINDOW: z.coerce.number().int().min(1).default(15 * 60),
  /** Sign-ins that may wait for a core to check their password; more are answered 503 at once. */
  LOGIN_QUEUE_LIMIT: z.coerce.number().int().min(1).default(100),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1024 * 1024),
  /** Seconds a client has to send a whole request (headers and body); slower ones get 408. */
  REQUEST_TIMEOUT: z.coerce.number().int().min(1, 'must be at least 1 second').default(60),
  /** Seconds one SQL statement of the API may run on PostgreSQL before it is cancelled; 0: no limit. */
  DB_STATEMENT_TIMEOUT: z.coerce.number().int().min(0).default(30),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  PUBLIC_WEB_URL: optionalText.pipe(z.url().optional()),
  APP_URL: optionalText.pipe(z.url('must be a URL such as https://admin.example.com').optional()),
  SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  MAIL_FROM: z.string().default('Mandi Admin <no-reply@mandi.local>'),
  /** Mails one account may send through /api/send_email in an hour; more are answered 429. */
  MAIL_MAX_PER_HOUR: z.coerce.number().int().min(1).default(50),
  // Seconds an unnamed upload may be in flight on another process before the start-up sweep moves it.
  UPLOAD_SWEEP_GRACE: z.coerce.number().int().min(0).default(60 * 60),
  // ask: offer demo data on an empty marketplace in a terminal (server/cli/firstRun.ts).
  DEMO_DATA: z.enum(['ask', 'true', 'false']).default('ask'),
});

export type Settings = z.infer<typeof settingsSchema> & { dbDir: string; uploadsDir: string; orphansDir: string; outboxDir: string; appUrl: string };

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
