import { HttpError } from 'react-admin';
import type { ImportProgress, ImportRow, ImportSummary } from '../../../schema/import';
import { NETWORK_ERROR, type ApiCall, type DownloadCall, type DownloadedFile } from '../httpClient';
import type { StreamCall, UploadCall } from '../transfers';
import type { CallReply } from './reply';

export interface ImportRowsRequest {
  page: number;
  perPage: number;
  errorsOnly: boolean;
}

/** A mended line, checked again, and the import's counts after it. */
export interface ImportRowUpdate {
  row: ImportRow;
  summary: ImportSummary;
}

/** The CSV import calls (import-*), as dataProvider methods. */
export const importCalls = (apiCall: ApiCall, download: DownloadCall, upload: UploadCall, stream: StreamCall) => ({
  /** Sends a file to be checked against a list's rules (the list first, as the server reads it); nothing is written yet. */
  async importUpload(resource: string, file: File, onProgress: (sent: number, total: number) => void): Promise<CallReply<ImportSummary>> {
    const form = new FormData();
    form.append('resource', resource);
    form.append('file', file);
    const { data, message } = await upload<ImportSummary>('/api/import-upload', form, onProgress);
    return { data, message };
  },
  async importOne(id: string): Promise<CallReply<ImportSummary>> {
    const { data, message } = await apiCall<ImportSummary>('/api/import-one', { id });
    return { data, message };
  },
  /** A page of the file's lines, or of its refused lines only. */
  async importRows(id: string, { page, perPage, errorsOnly }: ImportRowsRequest): Promise<CallReply<ImportRow[]>> {
    const { data, message } = await apiCall<ImportRow[]>('/api/import-rows', { id, page, per_page: perPage, errors_only: errorsOnly });
    return { data: Array.isArray(data) ? data : [], message };
  },
  async importRowUpdate(id: string, line: number, values: Record<string, string>): Promise<CallReply<ImportRowUpdate>> {
    const { data, message } = await apiCall<ImportRowUpdate>('/api/import-row-update', { id, line, values });
    return { data, message };
  },
  /**
   * Writes the valid lines, telling `onProgress` as batches are written; resolves with the
   * outcome. A failure the server reports at the end (nothing was changed then) is thrown.
   */
  async importRun(id: string, onProgress: (done: number, total: number) => void): Promise<CallReply<ImportSummary>> {
    let outcome: Exclude<ImportProgress, { progress: unknown }> | undefined;
    await stream('/api/import-run', { id }, (line) => {
      const reply = line as ImportProgress;
      if ('progress' in reply) onProgress(reply.progress.done, reply.progress.total);
      else outcome = reply;
    });
    if (!outcome) throw new HttpError(NETWORK_ERROR, 0);
    if (outcome.status !== 200 || !outcome.data) throw new HttpError(outcome.message || NETWORK_ERROR, outcome.status, outcome);
    return { data: outcome.data, message: outcome.message };
  },
  /** The refused lines in the file's columns, with their errors, as a CSV file. */
  importRefused: (id: string): Promise<DownloadedFile> => download('/api/import-refused', { id }),
  async importDiscard(id: string): Promise<CallReply<null>> {
    const { message } = await apiCall('/api/import-discard', { id });
    return { data: null, message };
  },
});
