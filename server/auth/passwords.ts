import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import PQueue from 'p-queue';

// N=2^15 costs 80-175 ms (by machine) and 32 MiB (docs/decisions.md); the parameters travel with each hash
// so they can be raised later without breaking old hashes.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;

// One hash per core at a time: more gains nothing (they share the cores). One thread of libuv's
// pool (4 unless UV_THREADPOOL_SIZE says otherwise) is always left to file reads. A caller's signal
// takes its hash out of the line if the caller stops waiting before its turn (docs/performance.md,
// "Sign-in under load").
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const queue = new PQueue({ concurrency: Math.max(1, Math.min(availableParallelism(), threadPool - 1)) });
let finished = 0;
queue.on('completed', () => finished++);

/** Hashes waiting for a core, running, and finished since the process started. */
export const hashingLoad = () => ({ waiting: queue.size, running: queue.pending, finished });

/** Hashes at once: what the queue runs before the next one waits. */
export const hashingConcurrency = () => queue.concurrency;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  { signal, priority = 0 }: { signal?: AbortSignal; priority?: number } = {},
): Promise<Buffer> {
  const run = () =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  if (!signal) return queue.add(run, { priority });
  // p-queue would also give up on a running hash and free its core while scrypt goes on using it,
  // so the caller's signal is passed on only while the hash waits.
  const whileWaiting = new AbortController();
  const leave = () => whileWaiting.abort(signal.reason);
  signal.addEventListener('abort', leave, { once: true });
  if (signal.aborted) leave();
  return queue.add(() => (signal.removeEventListener('abort', leave), run()), { signal: whileWaiting.signal, priority });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  // A password being set (an admin's or the user's own write) goes before waiting sign-ins.
  const key = await derive(password, salt, PARAMS, { priority: 1 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, signal?: AbortSignal): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, { signal });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash nobody's password matches, checked when the account is unknown so timing reveals nothing. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

export const generatePassword = () => randomBytes(12).toString('base64url');
