import type { TDb } from '../../db/database.js';
import { matchTotpStep } from '../../platform/auth/totp.js';
import { openSecret } from '../../platform/secrets/seal-secret.js';

/**
 * Whether `code` is a right TOTP code ("Google code") of the member's bound secret that has not been used:
 * its time step must be later than the last one accepted, and it becomes the last one accepted (in one
 * conditional update, so two requests cannot both spend the same code). No bound secret → false. It does not
 * count wrong codes: callers limit attempts (login challenges, runReauthCheck in the security centre).
 */
export async function checkMemberTotp(
  db: TDb,
  memberId: bigint,
  code: string,
  nowMs: number = Date.now(),
): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('totp_secret')
    .where('id', '=', memberId)
    .executeTakeFirst();
  // Stored sealed (platform/secrets); the update below compares the sealed text, which is just as unique.
  const secret = row?.totp_secret;
  if (!secret) return false;
  const step = matchTotpStep(code, openSecret('member-totp', secret), nowMs);
  if (step === null) return false;
  const spent = await db
    .updateTable('member')
    .set({ last_totp_step: BigInt(step) })
    .where('id', '=', memberId)
    .where('totp_secret', '=', secret)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', BigInt(step))]))
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}
