// GET /uploads/*: only the images the store wrote are served; a folder, any other name, and a
// request the file cannot satisfy (a range past its end, a failed precondition) are clean 4xx.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../fixtures/images';
import { ImageStore } from '../../server/uploads/images';
import { startTestApi, type TestApi } from './support/api';
import { expectCleanReply } from './support/hostile';

let api: TestApi;
let stored: string;

beforeAll(async () => {
  api = await startTestApi();
  stored = await new ImageStore(api.uploads).save('products', tinyPng(), 'png');
  // Files the store did not name, planted beside the stored one (an operator's copy, a page).
  fs.writeFileSync(path.join(api.settings.uploadsDir, 'products', 'index.html'), '<script>alert(1)</script>');
  fs.writeFileSync(path.join(api.settings.uploadsDir, 'products', 'photo.png'), tinyPng());
});
afterAll(async () => api?.close());

describe('GET /uploads/*', () => {
  it('serves a stored image with its type and nosniff', async () => {
    const reply = await api.raw(stored, {});
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    '/uploads/',
    '/uploads/products/',
    '/uploads/products',
    '/uploads/nothing/',
    '/uploads/products/../products/',
    '/uploads/products/.',
    '/uploads/products/x.png',
    '/uploads/products/index.html',
    '/uploads/products/photo.png',
  ])('answers %s with a clean 404', async (url) => {
    const reply = await api.raw(url, {});
    expectCleanReply(reply, url);
    expect(reply.status, url).toBe(404);
    expect(reply.body.message).toBe('Not Found.');
  });

  it.each([
    ['a range past the end', { range: 'bytes=999999-' }, 416],
    ['a range that is no range', { range: 'bytes=abc' }, 416],
    ['an If-Match naming another version', { 'if-match': '"other"' }, 412],
    ['an If-Unmodified-Since before the file', { 'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT' }, 412],
  ])('answers %s with a clean 4xx', async (_what, headers, status) => {
    const reply = await api.raw(stored, { headers });
    expectCleanReply(reply, JSON.stringify(headers));
    expect(reply.status).toBe(status);
  });
});
