import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import PQueue from 'p-queue';

// N=2^15 costs ~80 ms and 32 MiB here (docs/decisions.md); the parameters travel with each hash
// so they can be raised later without breaking old hashes.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;

// One hash per core at a time: more gains nothing (they share the cores) and would fill libuv's
// thread pool, which file reads need too. A caller's signal takes its hash out of the line if the
// caller stops waiting before its turn (docs/performance.md, "Sign-in under load").
const queue = new PQueue({ concurrency: availableParallelism() });
let finished = 0;
queue.on('completed', () => finished++);

/** Hashes waiting for a core, running, and finished since the process started. */
export const hashingLoad = () => ({ waiting: queue.size, running: queue.pending, finished });

function derive(password: string, salt: Buffer, options: ScryptOptions, signal?: AbortSignal): Promise<Buffer> {
  const run = () =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  if (!signal) return queue.add(run);
  // p-queue would also give up on a running hash and free its core while scrypt goes on using it,
  // so the caller's signal is passed on only while the hash waits.
  const whileWaiting = new AbortController();
  const leave = () => whileWaiting.abort(signal.reason);
  signal.addEventListener('abort', leave, { once: true });
  if (signal.aborted) leave();
  return queue.add(() => (signal.removeEventListener('abort', leave), run()), { signal: whileWaiting.signal });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, signal?: AbortSignal): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, signal);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash nobody's password matches, checked when the account is unknown so timing reveals nothing. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

export const generatePassword = () => randomBytes(12).toString('base64url');
