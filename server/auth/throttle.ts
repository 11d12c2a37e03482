import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { clearAttempts, counting, forgetEnded, giveBack, inWindow, limitAttempts, remember, type Limit } from './attempts';

export interface ThrottleLimits {
  /** Failures for one account (or one unknown name) from one address. */
  perAccount: number;
  /** Failures for one account from all the addresses it has not signed in from lately. */
  perAccountTotal: number;
  perAddress: number;
  windowSeconds: number;
}

/** How long an address an account signed in from stays out of that account's ceiling. */
const KNOWN_ADDRESS_DAYS = 30;

// Addresses never hold a space, so no name (which may) can make one key look like another.
const fromAddress = (address: string) => `sign-in from ${address}`;
const forSubject = (subject: string) => `sign-in for ${subject}`;
const fromAddressFor = (address: string, subject: string) => `sign-in from ${address} for ${subject}`;
const knownAddress = (address: string, userId: string) => `signed in from ${address} as account:${userId}`;

/** What a sign-in does once its password has been checked. */
export interface SignInAttempt {
  /** The password was right: the attempt was no failure; a sign-in also clears the account's failures from this address. */
  passed(userId: string, signedIn: boolean): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Counts a sign-in before its password is checked (docs/decisions.md, "Sign-in throttling"), in
 * the database so every API process shares the counts.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly limits: ThrottleLimits,
  ) {}

  /**
   * Counts the attempt or refuses it with 429. `accountIds` are the accounts the name found; with
   * none, the normalised name is counted instead, so an unknown name is limited the same way.
   */
  async begin(accountIds: string[], name: string, address: string): Promise<SignInAttempt> {
    const { db, limits } = this;
    const known = await inWindow(
      db,
      accountIds.map((id) => knownAddress(address, id)),
    );
    const subjects = accountIds.length
      ? accountIds.map((id) => ({ subject: `account:${id}`, known: known.has(knownAddress(address, id)) }))
      : [{ subject: `name:${name}`, known: false }];
    const counted: Limit[] = [
      ...subjects.map(({ subject }) => ({ key: fromAddressFor(address, subject), max: limits.perAccount })),
      { key: fromAddress(address), max: limits.perAddress },
      // The ceiling that a spread of addresses runs into, and the owner at a usual address never does.
      ...subjects.filter((s) => !s.known).map(({ subject }) => ({ key: forSubject(subject), max: limits.perAccountTotal })),
    ];
    await limitAttempts(db, counted, limits.windowSeconds);
    return {
      passed: (userId, signedIn) =>
        counting(db, async (trx) => {
          await giveBack(
            trx,
            counted.map(({ key }) => key),
          );
          if (!signedIn) return;
          await clearAttempts(trx, [fromAddressFor(address, `account:${userId}`)]);
          await remember(trx, knownAddress(address, userId), KNOWN_ADDRESS_DAYS * 24 * 60 * 60);
        }),
      failed: () => forgetEnded(db),
    };
  }
}
