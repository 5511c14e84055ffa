import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { TAppContext } from '../platform/context.js';
import { AppError } from '../platform/errors.js';

/** A player's session with the in-house vendor's pages, made at launch from the platform's answer. */
export type TVendorPlayerSession = {
  sessionId: string;
  merchantCode: string;
  playerId: string;
  username: string;
  currency: string;
  platformSessionToken: string;
  gameCode: string | null;
  /** The platform's room id the player launched into (card rooms), or null. */
  roomId: string | null;
  language: string;
};

export const VENDOR_SESSION_HEADER = 'x-vendor-session';
export const VENDOR_SESSION_HOURS = 12;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();

/** The session a token names, or null when it is unknown, malformed or expired. */
export async function findVendorSession(
  ctx: TAppContext,
  token: string | undefined,
): Promise<TVendorPlayerSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashToken(token);
  const row = await ctx.db
    .selectFrom('inhouse_session')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  return {
    // The hash, not the token: safe to log and to key rows by.
    sessionId: tokenHash.toString('hex'),
    merchantCode: row.merchant_code,
    playerId: row.player_id,
    username: row.username,
    currency: row.currency,
    platformSessionToken: row.platform_session_token,
    gameCode: row.game_code,
    roomId: row.room_id,
    language: row.language,
  };
}

/** The session token a page sends: header X-Vendor-Session, else query `session` (WebSockets, links). */
export function vendorSessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[VENDOR_SESSION_HEADER];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.session === 'string' ? query.session : undefined;
}

/** The request's vendor session; unknown or expired → GAME_SESSION_INVALID. */
export async function requireVendorSession(
  ctx: TAppContext,
  request: FastifyRequest,
): Promise<TVendorPlayerSession> {
  const session = await findVendorSession(ctx, vendorSessionTokenOf(request));
  if (!session) throw new AppError('GAME_SESSION_INVALID');
  return session;
}

export type TNewVendorSession = Omit<TVendorPlayerSession, 'sessionId'> & {
  expiresAt: Date;
};

/** Stores a new session and answers its token (only its SHA-256 is kept). */
export async function createVendorSession(ctx: TAppContext, session: TNewVendorSession): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .insertInto('inhouse_session')
    .values({
      token_hash: hashToken(token),
      merchant_code: session.merchantCode,
      player_id: session.playerId,
      username: session.username,
      currency: session.currency,
      platform_session_token: session.platformSessionToken,
      game_code: session.gameCode,
      room_id: session.roomId,
      language: session.language,
      expires_at: session.expiresAt,
    })
    .execute();
  return token;
}

/** Deletes sessions that ended more than a day ago, a batch at a time; answers how many went. */
export async function purgeExpiredVendorSessions(ctx: TAppContext): Promise<number> {
  const result = await sql`
    DELETE FROM inhouse_session WHERE token_hash IN (
      SELECT token_hash FROM inhouse_session
       WHERE expires_at < now() - interval '1 day'
       LIMIT 500)`.execute(ctx.db);
  return Number(result.numAffectedRows ?? 0n);
}
