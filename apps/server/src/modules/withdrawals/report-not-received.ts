import type { TWithdrawal } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { saveProofImage, type TFileStorage } from '../../platform/file-storage.js';
import { memberAction, type TMemberScope } from './member-action.js';

/**
 * PUT /wps/member/withdrawals/:id/not-received with a proof image: the member says the money (or the rest
 * of it) did not arrive; support settles it (DISPUTED). The image is checked by content (png/jpg, 5 MB).
 */
export async function reportNotReceived(
  db: TDb,
  files: TFileStorage,
  scope: TMemberScope,
  id: bigint,
  proof: Buffer,
  now: Date = new Date(),
): Promise<TWithdrawal> {
  return memberAction(db, scope, id, now, async (trx, row) => {
    const fileId = await saveProofImage(
      trx,
      files,
      { merchantId: scope.merchantId, memberId: scope.memberId, purpose: 'withdrawal-not-received' },
      proof,
    );
    await trx
      .updateTable('withdrawal')
      .set({ status: 'DISPUTED', proof_file_id: fileId, updated_at: now })
      .where('id', '=', row.id)
      .execute();
  });
}
