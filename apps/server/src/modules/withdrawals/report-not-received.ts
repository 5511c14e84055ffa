import type { TWithdrawal } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import {
  checkImage,
  recordStoredImage,
  storeImageThen,
  type TFileStorage,
} from '../../platform/file-storage.js';
import { assertPaidOfMember, memberAction, type TMemberScope } from './member-action.js';

/**
 * PUT /wps/member/withdrawals/:id/not-received with a proof image: the member says the money (or the rest
 * of it) did not arrive; support settles it (DISPUTED). The image is checked by content (png/jpg, 5 MB) and
 * the withdrawal unlocked first, so a refusal writes nothing; the bytes are written with no transaction open,
 * then the member action's short transaction records them.
 */
export async function reportNotReceived(
  db: TDb,
  files: TFileStorage,
  scope: TMemberScope,
  id: bigint,
  proof: Buffer,
  now: Date = new Date(),
): Promise<TWithdrawal> {
  const image = await checkImage(proof);
  await assertPaidOfMember(db, scope, id);
  const owner = {
    merchantId: scope.merchantId,
    memberId: scope.memberId,
    purpose: 'withdrawal-not-received',
  };
  return storeImageThen(files, owner, image, (written) =>
    memberAction(db, scope, id, now, async (trx, row) => {
      const fileId = await recordStoredImage(trx, written);
      await trx
        .updateTable('withdrawal')
        .set({ status: 'DISPUTED', proof_file_id: fileId, updated_at: now })
        .where('id', '=', row.id)
        .execute();
    }),
  );
}
