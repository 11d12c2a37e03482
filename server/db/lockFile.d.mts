export interface LockRecord {
  /** Unique to one taking of the lock: whose lock this file is. */
  token: string;
  pid: number;
  host: string;
  /**
   * Where `pid` names the holder: one boot of one kernel and one PID namespace (undefined when
   * unknown). Only a starter in the same space may read anything into whether that pid runs.
   */
  space?: string;
  /** When the lock was taken (ISO 8601). */
  since: string;
  /** How long the holder may go without refreshing the lock before another process takes it over. */
  staleAfterMs: number;
}

export interface LockFile {
  text: string;
  record: LockRecord | undefined;
  /** Last refresh. */
  mtimeMs: number;
}

export function createExclusive(file: string, content: string, token: string): boolean;
export function parseLock(text: string): LockRecord | undefined;
export function readLockFile(file: string): LockFile | undefined;
export function describeHolder(record: LockRecord): string;
