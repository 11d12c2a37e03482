// The import calls of the dataProvider, each on its exact path and body, and the two transfers
// under them: an upload that counts its bytes and a reply read line by line.
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { ApiCall, DownloadCall, FetchFunction } from '../../../src/providers/httpClient';
import { createStreamCall, createUploadCall, type StreamCall, type UploadCall } from '../../../src/providers/transfers';

const summary = { id: 'i1', total: 2, valid: 2 };

const setup = (lines: unknown[] = []) => {
  const apiCall = vi.fn(async (_path: string, _body?: unknown) => ({ status: 200, message: 'OK', data: summary as unknown }));
  const download = vi.fn<DownloadCall>(async () => ({ blob: new Blob(['Name,Errors\r\n']), fileName: 'units-refused.csv' }));
  const upload = vi.fn(async (_path: string, _form: FormData, onProgress: (sent: number, total: number) => void) => {
    onProgress(5, 10);
    return { status: 200, message: 'File checked.', data: summary };
  });
  const stream = vi.fn<StreamCall>(async (_path, _body, onLine) => lines.forEach(onLine));
  const dataProvider = createDataProvider(apiCall as unknown as ApiCall, download, upload as unknown as UploadCall, stream);
  return { apiCall, download, upload, stream, dataProvider };
};

describe('import calls', () => {
  it('importUpload sends the list before the file, as multipart, and reports the bytes sent', async () => {
    const { upload, dataProvider } = setup();
    const onProgress = vi.fn();
    const file = new File(['Name\r\nKilo\r\n'], 'units.csv');
    expect(await dataProvider.importUpload('units', file, onProgress)).toEqual({ data: summary, message: 'File checked.' });
    const [path, form] = upload.mock.calls[0];
    expect(path).toBe('/api/import-upload');
    expect([...form.keys()]).toEqual(['resource', 'file']);
    expect(form.get('resource')).toBe('units');
    expect(onProgress).toHaveBeenCalledWith(5, 10);
  });

  it.each([
    ['importOne', ['i1'], '/api/import-one', { id: 'i1' }],
    [
      'importRows',
      ['i1', { page: 2, perPage: 25, errorsOnly: true }],
      '/api/import-rows',
      { id: 'i1', page: 2, per_page: 25, errors_only: true },
    ],
    ['importRowUpdate', ['i1', 4, { Name: 'Gram' }], '/api/import-row-update', { id: 'i1', line: 4, values: { Name: 'Gram' } }],
    ['importDiscard', ['i1'], '/api/import-discard', { id: 'i1' }],
  ] as const)('%s posts to %s', async (method, args, path, body) => {
    const { apiCall, dataProvider } = setup();
    await (dataProvider[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    expect(apiCall).toHaveBeenCalledWith(path, body);
  });

  it('importRefused downloads the refused rows as a file', async () => {
    const { download, dataProvider } = setup();
    expect((await dataProvider.importRefused('i1')).fileName).toBe('units-refused.csv');
    expect(download).toHaveBeenCalledWith('/api/import-refused', { id: 'i1' });
  });

  it('importRun reports each progress line and resolves with the outcome', async () => {
    const done = { ...summary, status: 'done', created: 2, updated: 0 };
    const { stream, dataProvider } = setup([
      { progress: { done: 1, total: 2 } },
      { progress: { done: 2, total: 2 } },
      { status: 200, message: 'Import done.', data: done },
    ]);
    const onProgress = vi.fn();
    expect(await dataProvider.importRun('i1', onProgress)).toEqual({ data: done, message: 'Import done.' });
    expect(stream.mock.calls[0].slice(0, 2)).toEqual(['/api/import-run', { id: 'i1' }]);
    expect(onProgress.mock.calls).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it("importRun throws the server's failure, and a stream that ends without an outcome", async () => {
    const failed = setup([
      { progress: { done: 1, total: 2 } },
      { status: 500, message: 'The import failed and nothing was changed.', data: null },
    ]);
    await expect(failed.dataProvider.importRun('i1', () => undefined)).rejects.toMatchObject({
      status: 500,
      message: 'The import failed and nothing was changed.',
    });
    const cut = setup([{ progress: { done: 1, total: 2 } }]);
    await expect(cut.dataProvider.importRun('i1', () => undefined)).rejects.toMatchObject({ status: 0, message: 'Something went wrong!' });
  });
});

/** An XMLHttpRequest stand-in: records what is sent and answers when told. */
class FakeRequest {
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  opened: [string, string] | null = null;
  sent: unknown;
  open(method: string, path: string) {
    this.opened = [method, path];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('upload', () => {
  it('POSTs the form with the token and language, and reports the bytes sent', async () => {
    localStorage.setItem('access_token', 'Bearer abc');
    const request = new FakeRequest();
    const onProgress = vi.fn();
    const form = new FormData();
    const reply = createUploadCall(() => request as unknown as XMLHttpRequest)('/api/import-upload', form, onProgress);
    expect(request.opened).toEqual(['POST', '/api/import-upload']);
    expect(request.headers).toMatchObject({ Authorization: 'Bearer abc', 'Accept-Language': 'en', Accept: 'application/json' });
    expect(request.sent).toBe(form);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
    request.answer(200, { status: 200, message: 'File checked.', data: summary });
    expect(await reply).toEqual({ status: 200, message: 'File checked.', data: summary });
    expect(onProgress).toHaveBeenCalledWith(40, 100);
  });

  it('turns a 422 into an HttpError with the file field, and a lost connection into status 0', async () => {
    const request = new FakeRequest();
    const refused = createUploadCall(() => request as unknown as XMLHttpRequest)('/api/import-upload', new FormData(), () => undefined);
    request.answer(422, {
      status: 422,
      message: 'The file has its heading line but no rows.',
      errors: { file: ['The file has its heading line but no rows.'] },
    });
    const error = await refused.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The file has its heading line but no rows.',
      body: { errors: { file: 'The file has its heading line but no rows.' } },
    });

    const lost = new FakeRequest();
    const dropped = createUploadCall(() => lost as unknown as XMLHttpRequest)('/api/import-upload', new FormData(), () => undefined);
    lost.onerror?.();
    await expect(dropped).rejects.toMatchObject({ status: 0, message: 'Something went wrong!' });
  });
});

/** A reply whose body arrives in these pieces. */
const chunked = (pieces: string[], status = 200) => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      pieces.forEach((piece) => controller.enqueue(encoder.encode(piece)));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'application/x-ndjson' } });
};

describe('stream', () => {
  it('hands each line to onLine as it arrives, whatever the pieces the bytes came in', async () => {
    const fetchFn = vi.fn<FetchFunction>(async () =>
      chunked([
        '{"progress":{"done":1,',
        '"total":2}}\n{"progress":{"done":2,"total":2}}\n{"status":200,',
        '"message":"Import done.","data":null}',
      ]),
    );
    const lines: unknown[] = [];
    await createStreamCall(fetchFn)('/api/import-run', { id: 'i1' }, (line) => lines.push(line));
    expect(lines).toEqual([
      { progress: { done: 1, total: 2 } },
      { progress: { done: 2, total: 2 } },
      { status: 200, message: 'Import done.', data: null },
    ]);
    const [path, init] = fetchFn.mock.calls[0];
    expect(path).toBe('/api/import-run');
    expect(init).toMatchObject({ method: 'POST', body: '{"id":"i1"}' });
  });

  it('turns a refusal before the stream into an HttpError', async () => {
    const fetchFn: FetchFunction = async () =>
      new Response(JSON.stringify({ status: 409, message: 'This import has already been run or is running.' }), { status: 409 });
    await expect(createStreamCall(fetchFn)('/api/import-run', { id: 'i1' }, () => undefined)).rejects.toMatchObject({
      status: 409,
      message: 'This import has already been run or is running.',
    });
  });
});
