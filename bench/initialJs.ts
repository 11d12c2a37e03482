// The weight of the built client's first load, reported by `npm run bench` and `npm run bench:browser`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The most the login route's first JavaScript may weigh, in KB gzip. */
export const INITIAL_JS_BUDGET_KB = 300;

/** gzip size of the JavaScript the login route loads first: the entry and its modulepreloads. */
export function initialJsGzipKb(root: string): number {
  const dist = path.join(root, 'dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1].replace(/^\/admin\//, ''));
  const bytes = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length, 0);
  return Math.round(bytes / 1024);
}
