/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EntityDeclaration } from '../../../schema/registry';
import { buildApp } from '../../../server/app';
import { hashPassword } from '../../../server/auth/passwords';
import { loadSettings, type Settings } from '../../../server/config/settings';
import type { Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { ADMIN } from './admin';
import type { NewUser } from '../../../server/db/types';
import { seedEssentials } from '../../../server/seed';
import { roleId } from '../../../server/seed/roles';
import type { RoleName } from '../../../schema/permissions';
import { DiskUploads } from '../../../server/uploads/diskStore';
import { openUploadStore, type UploadStore } from '../../../server/uploads/store';
import { openSuiteDatabase } from './database';

export { ADMIN };
const DEMO_PASSWORD = 'demo-pass-12';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  url: string;
  database: Database;
  settings: Settings;
  /** The upload store the app serves from (UPLOAD_STORE; the disk unless a test overrides it). */
  uploads: UploadStore;
  /** Every route the app registered, as `METHOD /path` (HEAD twins of GET routes left out). */
  routes: string[];
  post<T = any>(path: string, body?: unknown, token?: string): Promise<Reply<T>>;
  get<T = any>(path: string, token?: string): Promise<Reply<T>>;
  /** A multipart POST; files are [field, bytes, file name]. */
  form<T = any>(
    path: string,
    fields: Record<string, string | number>,
    files?: [string, Uint8Array, string][],
    token?: string,
  ): Promise<Reply<T>>;
  raw(path: string, init: RequestInit): Promise<Reply>;
  login(userName?: string, password?: string): Promise<string>;
  /** Signs in as an existing account (a demo user) after setting it a known password as the Super Admin. */
  loginAs(email: string): Promise<{ id: string; token: string }>;
  createUser(
    fields: Partial<NewUser> & { role?: RoleName; password?: string },
  ): Promise<{ id: string; phone: string; email: string | null; password: string }>;
  /** Another app on the same database, for settings a test needs to change. */
  spawn(overrides?: Record<string, string>, setup?: (app: FastifyInstance) => void): Promise<TestApi>;
  close(): Promise<void>;
}

export type HttpClient = Pick<TestApi, 'post' | 'get' | 'form' | 'raw' | 'login'>;

/** Calls to a server at `url` (an app of this process or a child process). */
export function httpClient(url: string): HttpClient {
  const raw = async (path: string, init: RequestInit): Promise<Reply> => {
    const res = await fetch(url + path, { redirect: 'manual', ...init });
    // A live stream (server/live) never ends by itself: its opening is the answer; tests/api/support/live.ts reads one.
    if (res.status === 200 && res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, body: '', headers: res.headers };
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body, headers: res.headers };
  };
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const client: HttpClient = {
    raw,
    post: (path, body, token) =>
      raw(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(token) },
        body: JSON.stringify(body ?? {}),
      }),
    get: (path, token) => raw(path, { method: 'GET', headers: auth(token) }),
    form(path, fields, files = [], token) {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
      for (const [field, bytes, name] of files) body.append(field, new Blob([new Uint8Array(bytes)]), name);
      return raw(path, { method: 'POST', headers: auth(token), body });
    },
    async login(userName = ADMIN.email, password = ADMIN.password) {
      const reply = await client.post('/api/login-user', { user_name: userName, password });
      if (reply.status !== 200) throw new Error(`login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body.data.access_token as string;
    },
  };
  return client;
}

/** A disk upload store in `dir` (demo data seeded before an app exists, disk-only checks). */
export const diskUploadsIn = (dir: string) => new DiskUploads(dir, `${dir}-orphans`);

let phoneCounter = 0;

async function startOn(
  database: Database,
  overrides: Record<string, string>,
  setup: ((app: FastifyInstance) => void) | undefined,
  ownsDatabase: boolean,
  distDir?: string,
  entities?: readonly EntityDeclaration[],
): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-api-'));
  const settings = loadSettings({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // The tests share the server's event loop with their own work (building a 100,000-line file):
    // load shedding would answer their next call 503 on PostgreSQL. loadShedding.test.ts turns it on.
    MAX_EVENT_LOOP_DELAY: '0',
    ...overrides,
  });
  const routes: string[] = [];
  const onRoute = ({ method, url }: { method: string | string[]; url?: string }) => {
    for (const m of [method].flat()) if (m !== 'HEAD') routes.push(`${m} ${url}`);
  };
  // Every message the suite provokes must have its Hindi; fixture entities bring their own texts.
  const untranslated = new Set<string>();
  const onUntranslated = entities ? undefined : (message: string) => untranslated.add(message);
  const app = await buildApp({
    settings,
    database,
    logger: false,
    distDir: distDir ?? '/nonexistent-dist',
    entities,
    onRoute,
    onUntranslated,
  });
  setup?.(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const client = httpClient(url);
  const api: TestApi = {
    ...client,
    url,
    database,
    settings,
    uploads: openUploadStore(settings, database.db),
    routes,
    async createUser({ role = 'User', password = 'Secret#12345', ...fields }) {
      const phone = fields.phone ?? String(9100000000 + ++phoneCounter + Math.floor(Math.random() * 1e6) * 100);
      const row = await database.db
        .insertInto('users')
        .values({
          name: 'Test User',
          account_type: role === 'Super Admin' ? 'Super Admin' : role === 'Admin' ? 'Admin' : role,
          ...fields,
          phone,
          password_hash: await hashPassword(password),
          role_id: await roleId(database.db, role),
        })
        .returning(['id', 'phone', 'email'])
        .executeTakeFirstOrThrow();
      return { ...row, password };
    },
    async loginAs(email) {
      const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const changed = await client.post(
        '/api/change-password',
        { user_id: user.id, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
        await client.login(),
      );
      if (changed.status !== 200) throw new Error(`change-password failed: ${changed.status} ${JSON.stringify(changed.body)}`);
      return { id: user.id, token: await client.login(email, DEMO_PASSWORD) };
    },
    spawn: (more = {}, moreSetup) => startOn(database, { ...overrides, ...more }, moreSetup, false, distDir, entities),
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (untranslated.size) {
        throw new Error(`Replies without Hindi (add them to schema/i18n/messages.hi.ts):\n${[...untranslated].join('\n')}`);
      }
    },
  };
  return api;
}

/** A real app over HTTP on a fresh, migrated and seeded database. */
export async function startTestApi(
  options: {
    overrides?: Record<string, string>;
    setup?: (app: FastifyInstance) => void;
    distDir?: string;
    entities?: readonly EntityDeclaration[];
    /** Runs after migrations, before the app starts (extra tables, reference data). */
    prepare?: (database: Database) => Promise<void>;
    /** Import India's PIN codes too (a few seconds; only user and address tests need them). */
    pincodes?: boolean;
    /** Opens the database instead of the suite's own (PGlite in memory or a new PostgreSQL database). */
    open?: () => Promise<Database>;
  } = {},
): Promise<TestApi> {
  const database = await (options.open ?? openSuiteDatabase)();
  await migrateToLatest(database.db);
  await seedEssentials(database.db, ADMIN, { pincodes: options.pincodes ?? false });
  await options.prepare?.(database);
  return startOn(database, options.overrides ?? {}, options.setup, true, options.distDir, options.entities);
}
