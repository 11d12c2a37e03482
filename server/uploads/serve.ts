import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from '../http/errors';
import { storedPathOf } from './images';
import type { StoredUpload, UploadStore } from './store';

/** A name is never reused for other bytes, so a copy is good for as long as anyone keeps it. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Range = { start: number; end: number };

/** `If-Match`/`If-None-Match` lists; weak comparison (W/ ignored) unless `strong`. */
function etagListMatches(header: string, etag: string, strong: boolean): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => (strong ? tag : tag.replace(/^W\//, ''));
  return header.split(',').some((tag) => bare(tag.trim()) === bare(etag) && !(strong && tag.trim().startsWith('W/')));
}

/** Whether the file was not changed after an HTTP date (whole seconds, as Last-Modified says). */
const notModifiedSince = (file: StoredUpload, header: string) => {
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(file.modifiedAt.getTime() / 1000) <= Math.floor(since / 1000);
};

/**
 * A `Range: bytes=` header as static file servers read it: one satisfiable range is served alone,
 * several are answered with the whole file, none satisfiable (or none readable) is a 416, and a
 * header of another unit is ignored.
 */
function requestedRange(header: string | undefined, size: number): Range | 'whole' | 'unsatisfiable' {
  if (!header?.startsWith('bytes=')) return 'whole';
  const ranges: Range[] = [];
  for (const part of header.slice(6).split(',')) {
    const match = part.trim().match(/^(\d*)-(\d*)$/);
    if (!match || (!match[1] && !match[2])) continue;
    const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
    const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    if (start <= end) ranges.push({ start, end });
  }
  if (!ranges.length) return 'unsatisfiable';
  return ranges.length === 1 ? ranges[0] : 'whole';
}

/** Preconditions that refuse the request (RFC 9110 13.2.2, steps 1 and 2). */
function checkPreconditions(request: FastifyRequest, file: StoredUpload) {
  const ifMatch = request.headers['if-match'];
  const ifUnmodifiedSince = request.headers['if-unmodified-since'];
  if (ifMatch ? !etagListMatches(ifMatch, file.etag, true) : ifUnmodifiedSince && !notModifiedSince(file, ifUnmodifiedSince)) {
    throw new ApiError(412, MESSAGES.preconditionFailed);
  }
}

/** Whether the client's copy is current (steps 3 and 4): answered 304. */
function clientHasIt(request: FastifyRequest, file: StoredUpload): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return etagListMatches(ifNoneMatch, file.etag, false);
  const ifModifiedSince = request.headers['if-modified-since'];
  return !!ifModifiedSince && notModifiedSince(file, ifModifiedSince);
}

const withFileHeaders = (reply: FastifyReply, file: StoredUpload) =>
  reply.headers({
    etag: file.etag,
    'last-modified': file.modifiedAt.toUTCString(),
    'cache-control': UPLOAD_CACHE_CONTROL,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
  });

async function sendUpload(store: UploadStore, request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
  const stored = storedPathOf(`/uploads/${request.params['*']}`);
  const file = stored && (await store.open(stored.folder, stored.name));
  if (!file) return reply.callNotFound();
  checkPreconditions(request, file);
  if (clientHasIt(request, file)) return withFileHeaders(reply, file).code(304).send();
  const ifRange = [request.headers['if-range']].flat()[0];
  const rangeApplies = !ifRange || ifRange === file.etag || (!ifRange.startsWith('"') && notModifiedSince(file, ifRange));
  const range = rangeApplies ? requestedRange(request.headers.range, file.size) : 'whole';
  if (range === 'unsatisfiable')
    throw new ApiError(416, MESSAGES.rangeNotSatisfiable, undefined, { 'content-range': `bytes */${file.size}` });
  withFileHeaders(reply, file);
  reply.type(file.contentType);
  const part = range === 'whole' ? { start: 0, end: file.size - 1 } : range;
  if (range !== 'whole') reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${file.size}`);
  reply.header('content-length', part.end - part.start + 1);
  if (request.method === 'HEAD' || file.size === 0) return reply.send();
  return reply.send(file.read(part));
}

/**
 * GET (and HEAD) /uploads/<folder>/<name>: the files the store holds under names it gave, from
 * whichever driver it is; a folder, or any other name, is a 404.
 */
export function uploadRoutes(store: UploadStore) {
  return async function register(app: FastifyInstance) {
    // HEAD by this handler too: Fastify's own HEAD twin would answer a bodiless reply with length 0.
    app.route<{ Params: { '*': string } }>({
      method: ['GET', 'HEAD'],
      url: '/uploads/*',
      handler: (request, reply) => sendUpload(store, request, reply),
    });
  };
}
