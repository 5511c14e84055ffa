import type { TProtectionStatus } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { findExclusionInForce, toExclusion } from '../exclusions/exclusions.queries.js';
import { readSessionSettings } from './session-settings.js';

/** GET /wps/protection/status: the exclusion in force (if any), the session settings, the session's kind. */
export async function readProtectionStatus(
  db: TDb,
  member: { id: bigint; isWithdrawalOnly: boolean },
): Promise<TProtectionStatus> {
  const [exclusion, sessionSettings] = await Promise.all([
    findExclusionInForce(db, member.id),
    readSessionSettings(db, member.id),
  ]);
  return {
    exclusion: exclusion ? toExclusion(exclusion) : null,
    sessionSettings,
    isWithdrawalOnly: member.isWithdrawalOnly,
  };
}
