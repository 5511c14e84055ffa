import { randomBytes } from 'node:crypto';
import type { TSelfExclusionDuration, TTimeOutDuration } from '@kirin/contracts';
import { sql } from 'kysely';
import { hashSessionToken } from '../../../platform/auth/session-token.js';
import type { TTestApp } from '../../../test/harness.js';
import { authTestClient } from '../../auth/auth.factories.js';
import { headersOf, type TLoggedInMember } from '../../member/security-centre.factories.js';

// Test builders for player protection: the member's own calls, and the clock moved in the stored rows.

export function protectionClient(getApp: () => TTestApp) {
  const t = () => getApp();
  const { login } = authTestClient(getApp);
  return {
    login,
    timeOut: (member: TLoggedInMember, duration: TTimeOutDuration, password = member.password) =>
      t().app.inject({
        method: 'POST',
        url: '/wps/protection/time-out',
        headers: headersOf(member),
        payload: { duration, password },
      }),
    selfExclude: (member: TLoggedInMember, duration: TSelfExclusionDuration, password = member.password) =>
      t().app.inject({
        method: 'POST',
        url: '/wps/protection/self-exclusion',
        headers: headersOf(member),
        payload: { duration, password },
      }),
    reopen: (member: { username: string; password: string }, password = member.password) =>
      t().app.inject({
        method: 'POST',
        url: '/wps/protection/reopen',
        headers: { 'x-forwarded-for': `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
        payload: { username: member.username, password },
      }),
    get: (member: { token: string; merchantCode: string }, url: string) =>
      t().app.inject({ url, headers: headersOf(member) }),
    /** The member's exclusion rows, oldest first. */
    exclusionsOf: (memberId: bigint) =>
      t()
        .db.selectFrom('member_exclusion')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute(),
    /** Moves the clock: the member's exclusion started, ends and reopens `hours` earlier than stored. */
    backdateExclusion: (memberId: bigint, hours: number) =>
      sql`UPDATE member_exclusion SET started_at = started_at - make_interval(hours => ${hours}),
        until = until - make_interval(hours => ${hours}),
        reopen_requested_at = reopen_requested_at - make_interval(hours => ${hours}),
        reopens_at = reopens_at - make_interval(hours => ${hours})
        WHERE member_id = ${memberId}`.execute(t().db),
    /** Moves the clock for one login session: opened (and last checked) `minutes` earlier than stored. */
    backdateSession: (token: string, minutes: number) =>
      sql`UPDATE member_session SET created_at = created_at - make_interval(mins => ${minutes}),
        reality_checked_at = reality_checked_at - make_interval(mins => ${minutes})
        WHERE token_hash = ${hashSessionToken(token)}`.execute(t().db),
  };
}
