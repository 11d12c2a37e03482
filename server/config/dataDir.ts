import fs from 'node:fs';

/**
 * DATA_DIR holds the embedded database's files, the outbox's mail (password reset links among
 * them), backup requests and the uploads: only the account the product runs as may enter it.
 * PGlite writes its files readable and writable by everyone whatever the umask, so the folder is
 * what keeps them; PostgreSQL itself refuses a data folder others can enter. Made so at every
 * start, also for a folder an older version or an operator created open.
 */
export function keepDataDirPrivate(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((fs.statSync(dir).mode & 0o077) !== 0) fs.chmodSync(dir, 0o700);
}
