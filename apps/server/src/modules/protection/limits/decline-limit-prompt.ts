import type { TProtectionLimits } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { readProtectionLimits } from './read-protection-limits.js';
import type { TLimitOwner } from './set-protection-limit.js';

/** POST PROTECTION_LIMIT_PROMPT_PATH: the member declined the first-deposit prompt; it is not asked again. */
export async function declineLimitPrompt(db: TDb, owner: TLimitOwner): Promise<TProtectionLimits> {
  await db
    .insertInto('protection_limit_prompt')
    .values({ member_id: owner.memberId, merchant_id: owner.merchantId, answer: 'declined' })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  return readProtectionLimits(db, owner.memberId);
}
