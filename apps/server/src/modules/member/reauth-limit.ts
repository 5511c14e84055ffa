import { sql, type Transaction } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TDatabase } from '../../db/tables/index.js';
import { AppError } from '../../platform/errors.js';

/** Wrong answers of one kind a member may give within the window before that check is locked. */
export const REAUTH_MAX_FAILURES = 5;
export const REAUTH_WINDOW_MINUTES = 15;

export type TReauthKind = 'LOGIN_PASSWORD' | 'PAYMENT_PASSWORD' | 'TOTP';

/**
 * Runs one re-authentication check of a logged-in member (login password, payment password, TOTP code) under
 * the limit of REAUTH_MAX_FAILURES wrong answers per REAUTH_WINDOW_MINUTES: once reached, RATE_LIMITED without
 * running the check, so a stolen session cannot keep guessing. A false answer is recorded, a true one clears
 * the member's failures of that kind. The member's row is locked for the check, so parallel guesses queue up
 * instead of slipping past the count. `check` runs in the transaction and may write with it.
 *
 * It opens its own transaction so that a failure stays recorded whatever the caller does next: calling it
 * inside a transaction is refused.
 */
export async function runReauthCheck(
  db: TDb,
  memberId: bigint,
  kind: TReauthKind,
  check: (trx: Transaction<TDatabase>) => Promise<boolean>,
): Promise<boolean> {
  if (db.isTransaction)
    throw new Error('runReauthCheck records failures and must not run inside a transaction');
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('member')
      .select('id')
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND');
    const window = sql<Date>`now() - make_interval(mins => ${REAUTH_WINDOW_MINUTES})`;
    const { failures } = await trx
      .selectFrom('member_reauth_failure')
      .select((eb) => eb.fn.countAll<bigint>().as('failures'))
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .where('at', '>', window)
      .executeTakeFirstOrThrow();
    if (Number(failures) >= REAUTH_MAX_FAILURES) throw new AppError('RATE_LIMITED');

    const isRight = await check(trx);
    if (isRight) {
      await trx
        .deleteFrom('member_reauth_failure')
        .where('member_id', '=', memberId)
        .where('kind', '=', kind)
        .execute();
    } else {
      // Rows older than the window count for nothing: drop them here rather than in a sweeping job.
      await trx
        .deleteFrom('member_reauth_failure')
        .where('member_id', '=', memberId)
        .where('at', '<=', window)
        .execute();
      await trx.insertInto('member_reauth_failure').values({ member_id: memberId, kind }).execute();
    }
    return isRight;
  });
}
