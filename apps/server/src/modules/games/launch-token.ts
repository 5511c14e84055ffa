import type { TDb } from '../../db/database.js';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token.js';

/** A launch token lives 2 minutes: long enough for the iframe to load, short enough to be useless if leaked. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60 * 1000;

export type TNewLaunchToken = {
  merchantId: bigint;
  memberId: bigint;
  /** The login session that launched it (migration 0048); null for launches made outside one. */
  memberSessionHash?: Buffer | null;
  vassalage: string;
  gameId: bigint | null;
  gameCode: string | null;
  roomId: bigint | null;
  language: string;
};

/**
 * Stores a one-time launch token (only its SHA-256) and returns the raw token for the game URL.
 * The vendor wallet's authenticate exchanges it for a game session.
 */
export async function createLaunchToken(
  db: TDb,
  launch: TNewLaunchToken,
  now: Date = new Date(),
): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await db
    .insertInto('game_launch_token')
    .values({
      token_hash: tokenHash,
      merchant_id: launch.merchantId,
      member_id: launch.memberId,
      member_session_hash: launch.memberSessionHash ?? null,
      vassalage: launch.vassalage,
      game_id: launch.gameId,
      game_code: launch.gameCode,
      room_id: launch.roomId,
      language: launch.language,
      created_at: now,
      expires_at: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
    })
    .execute();
  return token;
}

/** The key under which a raw launch token is stored. */
export function hashLaunchToken(token: string): Buffer {
  return hashSessionToken(token);
}
