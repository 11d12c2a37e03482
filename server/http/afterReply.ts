import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Work a reply must neither wait for nor show in its timing: a mail, and the rows behind it. A job
 * starts once its reply has left (the response closed), so nothing it does, or how long it takes,
 * can change the reply; a failure is logged, as there is no one left to answer. Closing the app
 * waits a while for the jobs under way, so a stop does not drop a mail already promised.
 */
export class AfterReply {
  readonly #running = new Set<Promise<void>>();

  /**
   * @param closeWaitMs how long closing the app waits for the jobs under way (a mail server that
   * stopped answering): the app gives them half of SHUTDOWN_GRACE, leaving the rest to close the database.
   */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly closeWaitMs = 10_000,
  ) {}

  add(reply: FastifyReply, name: string, job: () => Promise<void>): void {
    const start = () => {
      const run: Promise<void> = Promise.resolve()
        .then(job)
        .catch((err: unknown) => this.log.error({ err, reqId: reply.request.id, job: name }, `${name} failed after its reply`))
        .finally(() => this.#running.delete(run));
      this.#running.add(run);
    };
    const response = reply.raw;
    // A client that left before the reply was written has closed the response already.
    if (response.writableFinished || response.destroyed) start();
    else response.once('close', start);
  }

  /** Resolves once the jobs under way have ended, or closeWaitMs later, logging what is left. */
  async close(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, this.closeWaitMs, 'late')));
    while (this.#running.size) {
      if ((await Promise.race([Promise.allSettled([...this.#running]), waited])) === 'late') {
        this.log.error({ jobs: this.#running.size }, 'closing without waiting longer for work after replies');
        break;
      }
    }
    clearTimeout(timer);
  }
}
