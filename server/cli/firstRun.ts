import { createInterface } from 'node:readline';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

type Input = NodeJS.ReadableStream & { isTTY?: boolean };
type Output = NodeJS.WritableStream & { isTTY?: boolean };

/** New: no account at all yet (this start creates the Super Admin). Empty: nobody but Super Admins, no products. */
export async function marketplaceState(db: Kysely<DB>): Promise<{ fresh: boolean; empty: boolean }> {
  const anyone = await db.selectFrom('users').select('account_type').limit(1).executeTakeFirst();
  const member = await db.selectFrom('users').select('id').where('account_type', '!=', 'Super Admin').limit(1).executeTakeFirst();
  const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return { fresh: !anyone, empty: !member && !product };
}

/**
 * Asks a yes/no question, Yes being the default: Enter, or no answer within `timeoutMs` (so a
 * start left alone in a terminal still finishes), or the input closing, all mean yes.
 */
export function askYesNo(question: string, input: Input, output: Output, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const rl = createInterface({ input, output, terminal: false });
    const finish = (answer: boolean, note?: string) => {
      clearTimeout(timer);
      rl.removeAllListeners();
      rl.close();
      if (note) output.write(`${note}\n`);
      resolve(answer);
    };
    const timer = setTimeout(() => finish(true, `\nNo answer in ${Math.round(timeoutMs / 1000)} s: yes.`), timeoutMs);
    rl.once('line', (line) => finish(!/^\s*n/i.test(line)));
    rl.once('close', () => finish(true));
    output.write(question);
  });
}

export interface DemoDecision {
  load: boolean;
  /** Printed in the ready message when the marketplace stays empty. */
  hint?: string;
}

const HINT = 'none yet (npm run seed:demo adds a demo marketplace)';

/**
 * Whether this start loads the demo marketplace. DEMO_DATA=ask (the default) asks in a terminal
 * when the marketplace is empty; without a terminal (CI, a service) it never waits: a new database
 * gets the demo data as it always did, so the README's first command stays unattended.
 */
export async function decideDemoData(options: {
  setting: 'ask' | 'true' | 'false';
  fresh: boolean;
  empty: boolean;
  input: Input;
  output: Output;
  timeoutMs?: number;
}): Promise<DemoDecision> {
  const { setting, fresh, empty, input, output, timeoutMs = 60_000 } = options;
  if (!empty || setting === 'false') return { load: false, ...(empty && { hint: HINT }) };
  if (setting === 'true') return fresh ? { load: true } : { load: false, hint: HINT };
  if (input.isTTY && output.isTTY) {
    const load = await askYesNo(
      'The marketplace is empty. Load demo data (vendors, products, labour, orders)? [Y/n] ',
      input,
      output,
      timeoutMs,
    );
    return load ? { load } : { load, hint: HINT };
  }
  return fresh ? { load: true } : { load: false, hint: HINT };
}
