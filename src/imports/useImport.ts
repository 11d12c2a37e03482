import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { IMPORT_MESSAGES, type ImportRow, type ImportSummary } from '../../schema/import';
import { messageOf } from '../providers/serverErrors';
import { useMandiDataProvider } from '../providers/useMandiDataProvider';
import { importRowsKey } from './useImportRows';

export const IMPORT_STEPS = ['file', 'preview', 'running', 'result'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** The file on its way: bytes going out, then the server checking its rows, or why it was refused. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; fileName: string; sent: number; total: number }
  | { phase: 'checking'; fileName: string }
  | { phase: 'failed'; message: string };

const IDLE: UploadState = { phase: 'idle' };

/** How often a run found on reopening the page is asked about until it ends. */
const RUN_POLL_MS = 1000;

/**
 * One import from file to result: the upload (checked on the server, nothing written), the
 * preview with its counts, a row mended in place, the run's progress and its outcome. The checked
 * import's id stays in the address, so a reload or Back reopens it with the rows mended so far.
 */
export const useImport = (resource: string) => {
  const dataProvider = useMandiDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const [opened] = useState(() => params.get('id'));
  const [step, setStep] = useState<ImportStep>('file');
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [upload, setUpload] = useState<UploadState>(IDLE);
  /** null: a run this page did not start, whose progress is not told. */
  const [progress, setProgress] = useState<{ done: number; total: number } | null>({ done: 0, total: 0 });
  const [runError, setRunError] = useState<string | null>(null);
  const [resuming, setResuming] = useState(opened !== null);

  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);

  /** Asks about a running import until it ends (or `staying` says the page has gone), showing it under way; its last state. */
  const followRun = async (running: ImportSummary, staying: () => boolean) => {
    let data: ImportSummary | undefined = running;
    while (staying() && data?.status === 'running') {
      setSummary(data);
      setProgress(null);
      setStep('running');
      setResuming(false);
      await new Promise((resolve) => setTimeout(resolve, RUN_POLL_MS));
      ({ data } = await dataProvider.importOne(running.id));
    }
    return data;
  };

  const setAddressId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (!opened) return;
    let open = true;
    const resume = async () => {
      try {
        const { data: first } = await dataProvider.importOne(opened);
        // An address edited by hand may name an import of another list: not this page's to run.
        if (first && first.resource !== resource) throw new HttpError(IMPORT_MESSAGES.notFound, 404);
        const wasRunning = first?.status === 'running';
        const data = wasRunning ? await followRun(first, () => open) : first;
        if (!open || !data) return;
        setSummary(data);
        setStep(data.status === 'done' ? 'result' : 'preview');
        // A run that ended checked again failed, and wrote nothing.
        if (wasRunning && data.status === 'checked') setRunError(IMPORT_MESSAGES.failed);
      } catch (error) {
        if (!open) return;
        setUpload({ phase: 'failed', message: messageOf(error) });
        setStep('file');
        // Gone (discarded, removed after a day, someone else's): the address stops naming it. A
        // failure of the network keeps it, for a reload to try again.
        if ((error as { status?: number }).status === 404) setAddressId(null);
      } finally {
        if (open) setResuming(false);
      }
    };
    void resume();
    return () => {
      open = false;
    };
    // Read once, for the import the address named when the page opened; setAddressId only ever
    // drops the id, whichever render's copy it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, dataProvider, resource]);

  const send = async (file: File) => {
    const fileName = file.name;
    setUpload({ phase: 'sending', fileName, sent: 0, total: file.size });
    try {
      // Once every byte is out, the server is still reading and checking the rows.
      const { data, message } = await dataProvider.importUpload(resource, file, (sent, total) =>
        setUpload(sent < total ? { phase: 'sending', fileName, sent, total } : { phase: 'checking', fileName }),
      );
      setUpload(IDLE);
      if (message === undefined) return; // signed out
      setSummary(data);
      setRunError(null);
      setStep('preview');
      setAddressId(data.id);
    } catch (error) {
      setUpload({ phase: 'failed', message: messageOf(error) });
    }
  };

  const finish = (done: ImportSummary, message?: string) => {
    setSummary(done);
    setStep('result');
    if (message) notify(message, { type: 'success' });
    // The list shows the new rows when it opens again.
    void queryClient.invalidateQueries({ queryKey: [resource] });
  };

  const run = async () => {
    if (!summary) return;
    setProgress({ done: 0, total: summary.valid });
    setRunError(null);
    setStep('running');
    try {
      const { data, message } = await dataProvider.importRun(summary.id, (done, total) => setProgress({ done, total }));
      if (message !== undefined) finish(data, message);
    } catch (error) {
      // A connection lost part way leaves the run going on the server, or done: the server knows.
      let now: ImportSummary | undefined;
      let followed = false;
      try {
        ({ data: now } = await dataProvider.importOne(summary.id));
        followed = now?.status === 'running';
        if (now?.status === 'running') now = await followRun(now, () => !left.current);
      } catch {
        now = undefined; // the server could not be asked either: the run's own error is told
      }
      if (left.current) return;
      if (now?.status === 'done') return finish(now);
      if (now?.id) setSummary(now);
      // Seen running and then checked again: the run itself failed, and wrote nothing.
      setRunError(followed && now?.status === 'checked' ? IMPORT_MESSAGES.failed : messageOf(error));
      setStep('preview');
    }
  };

  /** Sends a row's mended cells; the row, checked again, replaces the old one wherever it is shown, and the rows are read again. */
  const mend = async (line: number, values: Record<string, string>): Promise<ImportRow | null> => {
    if (!summary) return null;
    const { data, message } = await dataProvider.importRowUpdate(summary.id, line, values);
    if (message === undefined) return null;
    setSummary(data.summary);
    queryClient.setQueriesData<ImportRow[]>({ queryKey: importRowsKey(summary.id) }, (rows) =>
      rows?.map((row) => (row.line === line ? data.row : row)),
    );
    // Lines that repeated this one were checked again by the server too: read them afresh.
    void queryClient.invalidateQueries({ queryKey: importRowsKey(summary.id) });
    return data.row;
  };

  const restart = () => {
    setSummary(null);
    setUpload(IDLE);
    setRunError(null);
    setStep('file');
    setAddressId(null);
  };

  return { step, summary, upload, progress, runError, resuming, send, run, mend, restart };
};

export type ImportState = ReturnType<typeof useImport>;
