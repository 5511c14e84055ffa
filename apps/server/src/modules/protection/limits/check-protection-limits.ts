import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';

/** What a money path asks about: a deposit, or a stake (checked against the wager and the loss limits). */
export type TLimitScope = 'deposit' | 'stake';

/**
 * KP403 from vendor_bet (migration 0047) as PROTECTION_LIMIT_REACHED; its details are the
 * refusal (ZProtectionLimitRefusal) with the amounts as decimal strings, as the envelope carries them.
 */
export function fromLimitError(error: unknown): unknown {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code !== 'KP403' || !detail) return error;
  return refusalError(JSON.parse(detail) as TRefusalJson);
}

type TRefusalJson = { kind: string; period: string; limit: number; remaining: number };

function refusalError(refusal: TRefusalJson): AppError {
  return new AppError('PROTECTION_LIMIT_REACHED', {
    kind: refusal.kind,
    period: refusal.period,
    limit: String(refusal.limit),
    remaining: String(refusal.remaining),
  });
}

/**
 * Refuses (PROTECTION_LIMIT_REACHED) a deposit or a stake of amountMinor that would pass one of the member's
 * limits in force. Call it inside the transaction that then writes the deposit or posts the stake, before the
 * posting locks any account: with a limit the member's deposits (or stakes) take turns on an advisory lock
 * held to the commit, so two at once cannot both fit. A member without a limit of the scope costs one lookup.
 */
export async function checkProtectionLimits(
  trx: TDb,
  memberId: bigint,
  scope: TLimitScope,
  amountMinor: bigint,
): Promise<void> {
  // The refusal comes back as a value, not raised: the caller's transaction stays usable (a slip's late copy
  // still reads the first copy's result in it).
  const { rows } = await sql<{ refusal: TRefusalJson | null }>`
    SELECT protection_limit_refusal(${memberId}, ${scope}, ${amountMinor}::bigint) AS refusal`.execute(trx);
  const refusal = rows[0]?.refusal;
  if (refusal) throw refusalError(refusal);
}
