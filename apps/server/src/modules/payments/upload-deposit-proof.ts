import type { TDeposit } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { saveProofImage, type TFileStorage } from '../../platform/file-storage.js';
import { lockDeposit } from './credit-deposit.js';
import { findMemberDeposit, toDepositView } from './deposit-view.js';

export const DEPOSIT_PROOF_PURPOSE = 'deposit-proof';

/**
 * The member's transfer proof for a manual bank deposit: the image is stored and the deposit goes to
 * PENDING_REVIEW in one transaction. Only the member's own MANUAL_BANK deposit, still CREATED and not past
 * its expiry, takes a proof (INVALID_STATE otherwise; another member's → NOT_FOUND).
 */
export async function uploadDepositProof(
  db: TDb,
  files: TFileStorage,
  memberId: bigint,
  depositId: bigint,
  content: Buffer,
  siteOrigin: string,
): Promise<TDeposit> {
  await db.transaction().execute(async (trx) => {
    const deposit = await lockDeposit(trx, { id: depositId });
    if (!deposit || deposit.member_id !== memberId) throw new AppError('NOT_FOUND');
    const isOpen = deposit.status === 'CREATED' && deposit.expires_at.getTime() > Date.now();
    if (deposit.gateway !== 'MANUAL_BANK' || !isOpen) throw new AppError('INVALID_STATE');
    const fileId = await saveProofImage(
      trx,
      files,
      { merchantId: deposit.merchant_id, memberId, purpose: DEPOSIT_PROOF_PURPOSE },
      content,
    );
    await trx
      .updateTable('deposit')
      .set({ status: 'PENDING_REVIEW', proof_file_id: fileId, updated_at: new Date() })
      .where('id', '=', deposit.id)
      .execute();
  });
  const row = await findMemberDeposit(db, memberId, depositId);
  if (!row) throw new AppError('NOT_FOUND');
  return toDepositView(row, siteOrigin);
}
