import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TConfig } from '../../config.js';
import { newSessionToken } from '../../platform/auth/session-token.js';

export type TLoginType = 'username' | 'sms' | 'register' | 'freeplay' | 'reset';

/** The member behind a live session, as routes see it. */
export type TMemberPrincipal = {
  id: bigint;
  merchantId: bigint;
  username: string;
  accountType: number;
  tokenHash: Buffer;
  /** The session was granted with cpw and the password has not been changed since. */
  isPasswordChangeRequired: boolean;
  /** Opened with purpose 'withdrawal' during a time-out or self-exclusion: wallet pages only. */
  isWithdrawalOnly: boolean;
  /** When the session was opened (the player-protection session clock). */
  startedAt: Date;
  /** The member's own session limit has passed for this session (requireMember ends it). */
  isSessionLimitReached: boolean;
};

/** A session's last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_SECONDS = 60;

/** Opens a session; the token is answered once and only its hash is kept. */
export async function openMemberSession(
  db: TDb,
  config: Pick<TConfig, 'MEMBER_SESSION_HOURS'>,
  input: {
    memberId: bigint;
    loginType: TLoginType;
    ip: string | null;
    userAgent: string | null;
    isPasswordChangeRequired?: boolean;
    isWithdrawalOnly?: boolean;
  },
): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await db
    .insertInto('member_session')
    .values({
      token_hash: tokenHash,
      member_id: input.memberId,
      login_type: input.loginType,
      is_password_change_required: input.isPasswordChangeRequired ?? false,
      is_withdrawal_only: input.isWithdrawalOnly ?? false,
      expires_at: sql<Date>`now() + make_interval(hours => ${config.MEMBER_SESSION_HOURS})`,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/**
 * The principal of a live session of `merchantId` (not expired, not idle, member not disabled). A session
 * of another merchant is no session here.
 */
export async function findLiveMemberSession(
  db: TDb,
  config: Pick<TConfig, 'MEMBER_SESSION_IDLE_MINUTES'>,
  tokenHash: Buffer,
  merchantId: bigint,
): Promise<TMemberPrincipal | undefined> {
  const row = await db
    .selectFrom('member_session')
    .innerJoin('member', 'member.id', 'member_session.member_id')
    .leftJoin('member_session_settings as pss', 'pss.member_id', 'member_session.member_id')
    .select([
      'member.id',
      'member.merchant_id',
      'member.username',
      'member.account_type',
      'member_session.is_password_change_required',
      'member_session.is_withdrawal_only',
      'member_session.created_at',
      sql<boolean>`member_session.last_seen_at < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS})`.as(
        'is_touch_due',
      ),
      sql<boolean>`coalesce(member_session.created_at + make_interval(mins => pss.session_limit_minutes) <= now(), false)`.as(
        'is_session_limit_reached',
      ),
    ])
    .where('member_session.token_hash', '=', tokenHash)
    .where('member.merchant_id', '=', merchantId)
    .where('member.is_disabled', '=', false)
    .where('member_session.expires_at', '>', sql<Date>`now()`)
    .where(
      'member_session.last_seen_at',
      '>',
      sql<Date>`now() - make_interval(mins => ${config.MEMBER_SESSION_IDLE_MINUTES})`,
    )
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.is_touch_due) {
    await db
      .updateTable('member_session')
      .set({ last_seen_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return {
    id: row.id,
    merchantId: row.merchant_id,
    username: row.username,
    accountType: row.account_type,
    tokenHash,
    isPasswordChangeRequired: row.is_password_change_required,
    isWithdrawalOnly: row.is_withdrawal_only,
    startedAt: row.created_at,
    isSessionLimitReached: row.is_session_limit_reached,
  };
}

export async function closeMemberSession(db: TDb, tokenHash: Buffer): Promise<void> {
  await db.deleteFrom('member_session').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a member but `keepTokenHash` (password change keeps the session that changed it). */
export async function closeOtherMemberSessions(
  db: TDb,
  memberId: bigint,
  keepTokenHash?: Buffer,
): Promise<number> {
  let query = db.deleteFrom('member_session').where('member_id', '=', memberId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Of these session hashes, the live ones (not expired, not idle, member not disabled) with their member, by
 * hex hash; without touching last_seen_at, so a long-lived connection checking its session does not keep it
 * from going idle.
 */
export async function findLiveMemberSessionsByHash(
  db: TDb,
  config: Pick<TConfig, 'MEMBER_SESSION_IDLE_MINUTES'>,
  tokenHashes: readonly Buffer[],
): Promise<Map<string, bigint>> {
  if (tokenHashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('member_session')
    .innerJoin('member', 'member.id', 'member_session.member_id')
    .select(['member_session.token_hash', 'member.id'])
    .where('member_session.token_hash', 'in', [...tokenHashes])
    .where('member.is_disabled', '=', false)
    .where('member_session.expires_at', '>', sql<Date>`now()`)
    .where(
      'member_session.last_seen_at',
      '>',
      sql<Date>`now() - make_interval(mins => ${config.MEMBER_SESSION_IDLE_MINUTES})`,
    )
    .execute();
  return new Map(rows.map((row) => [row.token_hash.toString('hex'), row.id]));
}

/** A stored session of a member as operators list it; `isLive`: not expired and not idle. */
export type TMemberSessionRow = {
  tokenHash: Buffer;
  loginType: TLoginType;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  isLive: boolean;
};

/** One page of a member's stored sessions (dead ones too, until the cleanup), newest first, with the count. */
export async function listMemberSessionRows(
  db: TDb,
  config: Pick<TConfig, 'MEMBER_SESSION_IDLE_MINUTES'>,
  memberId: bigint,
  page: { page: number; pageSize: number },
): Promise<{ rows: TMemberSessionRow[]; total: number }> {
  const base = db.selectFrom('member_session').where('member_id', '=', memberId);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'token_hash',
        'login_type',
        'ip',
        'user_agent',
        'created_at',
        'last_seen_at',
        'expires_at',
        sql<boolean>`expires_at > now() AND last_seen_at > now() - make_interval(mins => ${config.MEMBER_SESSION_IDLE_MINUTES})`.as(
          'is_live',
        ),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('token_hash')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
  ]);
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      tokenHash: row.token_hash,
      loginType: row.login_type,
      ip: row.ip,
      userAgent: row.user_agent,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
      isLive: row.is_live,
    })),
  };
}

/** How many of a member's sessions are live (not expired, not idle). */
export async function countLiveMemberSessions(
  db: TDb,
  config: Pick<TConfig, 'MEMBER_SESSION_IDLE_MINUTES'>,
  memberId: bigint,
): Promise<number> {
  const { live } = await db
    .selectFrom('member_session')
    .select((eb) => eb.fn.countAll<string>().as('live'))
    .where('member_id', '=', memberId)
    .where('expires_at', '>', sql<Date>`now()`)
    .where(
      'last_seen_at',
      '>',
      sql<Date>`now() - make_interval(mins => ${config.MEMBER_SESSION_IDLE_MINUTES})`,
    )
    .executeTakeFirstOrThrow();
  return Number(live);
}

/** Ends one session, only if it is this member's; answers what it was, or undefined when there was none. */
export async function closeMemberSessionOf(
  db: TDb,
  memberId: bigint,
  tokenHash: Buffer,
): Promise<{ loginType: TLoginType; ip: string | null; createdAt: Date } | undefined> {
  const row = await db
    .deleteFrom('member_session')
    .where('member_id', '=', memberId)
    .where('token_hash', '=', tokenHash)
    .returning(['login_type', 'ip', 'created_at'])
    .executeTakeFirst();
  return row && { loginType: row.login_type, ip: row.ip, createdAt: row.created_at };
}
