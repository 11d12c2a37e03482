import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { limitAttempts } from './attempts';

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

// Failures live in the database so that several API processes share one count.
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly limits: ThrottleLimits,
  ) {}

  private keys(account: string, address: string) {
    return [
      { key: `account:${account.trim().toLowerCase()}`, max: this.limits.perAccount },
      { key: `address:${address}`, max: this.limits.perAddress },
    ];
  }

  /** Throws 429 with Retry-After when either the account or the address has too many failures. */
  check(account: string, address: string): Promise<void> {
    return limitAttempts(this.db, this.keys(account, address), this.limits.windowSeconds, false);
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await this.db
      .insertInto('auth_failures')
      .values(this.keys(account, address).map(({ key }) => ({ key })))
      .execute();
    // Keep the table small: drop what no window can see any more.
    const expired = new Date(Date.now() - this.limits.windowSeconds * 1000);
    await this.db.deleteFrom('auth_failures').where('created_at', '<', expired).execute();
  }

  async clearAccount(account: string): Promise<void> {
    await this.db.deleteFrom('auth_failures').where('key', '=', this.keys(account, '')[0].key).execute();
  }
}
