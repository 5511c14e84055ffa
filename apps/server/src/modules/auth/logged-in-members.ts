import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/**
 * Members of a merchant granted a login in [from, to), as (day, member_id) rows with the day in `timeZone`:
 * a query for other parts to count from (the dashboard's active members), not run here, since member_login is
 * this module's table. Trial accounts are left out; member_login keeps MEMBER_LOGIN_HISTORY_DAYS.
 */
export function loggedInMembersByDay(
  db: TDb,
  scope: { merchantId: bigint; timeZone: string; from: Date; to: Date },
) {
  return db
    .selectFrom('member_login as l')
    .innerJoin('member as m', 'm.id', 'l.member_id')
    .select([sql<string>`(l.at AT TIME ZONE ${scope.timeZone})::date`.as('day'), 'l.member_id'])
    .where('m.merchant_id', '=', scope.merchantId)
    .where('m.account_type', '<>', 4)
    .where('l.outcome', '=', 'SUCCESS')
    .where('l.at', '>=', scope.from)
    .where('l.at', '<', scope.to);
}
