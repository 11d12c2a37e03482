import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { SweepResult } from '../../../server/uploads/sweep';
import { ADMIN } from './api';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ServerChild {
  url: string;
  pid: number;
  /** What the start-up sweep of uploads did. */
  swept: SweepResult;
  /** How the process ended, once it has. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once the process has printed a line containing `text` (its log too, at LOG_LEVEL). */
  printed(text: string): Promise<void>;
  /** Sends the signal and resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Runs the server (tests/api/support/serverProcess.ts) as a child process with these settings on
 * top of the test's own; resolves when it listens. The Super Admin is ADMIN.
 */
export async function startServerChild(env: Record<string, string>): Promise<ServerChild> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/api/support/serverProcess.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const ready = await new Promise<{ url: string; swept: SweepResult }>((resolve, reject) => {
    let swept: SweepResult = { checked: 0, moved: 0 };
    const read = (chunk: Buffer) => {
      output += chunk;
      for (const line of output.split('\n')) {
        if (line.startsWith('swept ')) swept = JSON.parse(line.slice(6));
        if (line.startsWith('listening ')) resolve({ url: line.slice(10).trim(), swept });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`)));
  });
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const look = () => {
        if (!output.includes(text)) return;
        child.stdout!.off('data', look);
        resolve();
      };
      child.stdout!.on('data', look);
      look();
      void exited.then(() => (output.includes(text) ? resolve() : reject(new Error(`the server exited without printing "${text}"`))));
    });
  return {
    ...ready,
    pid: child.pid!,
    exited,
    printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
