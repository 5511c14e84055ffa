import type { TDeposit } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import {
  checkImage,
  recordStoredImage,
  storeImageThen,
  type TFileStorage,
} from '../../platform/file-storage.js';
import { lockDeposit } from './credit-deposit.js';
import { findMemberDeposit, selectDeposits, toDepositView, type TDepositRow } from './deposit-view.js';

export const DEPOSIT_PROOF_PURPOSE = 'deposit-proof';

/** The member's own MANUAL_BANK deposit, still CREATED and not past its expiry; else why not. */
function checkProofTarget(deposit: TDepositRow | undefined, memberId: bigint): TDepositRow {
  if (!deposit || deposit.member_id !== memberId) throw new AppError('NOT_FOUND');
  const isOpen = deposit.status === 'CREATED' && deposit.expires_at.getTime() > Date.now();
  if (deposit.gateway !== 'MANUAL_BANK' || !isOpen) throw new AppError('INVALID_STATE');
  return deposit;
}

/**
 * The member's transfer proof for a manual bank deposit: the image is stored and the deposit goes to
 * PENDING_REVIEW. Only the member's own MANUAL_BANK deposit, still CREATED and not past its expiry, takes a
 * proof (INVALID_STATE otherwise; another member's → NOT_FOUND). The image and the deposit are checked first,
 * so a refusal writes nothing; the bytes are written with no transaction open, then one short transaction
 * locks the deposit, checks it again and records both.
 */
export async function uploadDepositProof(
  db: TDb,
  files: TFileStorage,
  memberId: bigint,
  depositId: bigint,
  content: Buffer,
  siteOrigin: string,
): Promise<TDeposit> {
  const image = await checkImage(content);
  const unlocked = await selectDeposits(db).where('deposit.id', '=', depositId).executeTakeFirst();
  const seen = checkProofTarget(unlocked, memberId);
  const owner = { merchantId: seen.merchant_id, memberId, purpose: DEPOSIT_PROOF_PURPOSE };
  await storeImageThen(files, owner, image, (written) =>
    db.transaction().execute(async (trx) => {
      const deposit = checkProofTarget(await lockDeposit(trx, { id: depositId }), memberId);
      const fileId = await recordStoredImage(trx, written);
      await trx
        .updateTable('deposit')
        .set({ status: 'PENDING_REVIEW', proof_file_id: fileId, updated_at: new Date() })
        .where('id', '=', deposit.id)
        .execute();
    }),
  );
  const row = await findMemberDeposit(db, memberId, depositId);
  if (!row) throw new AppError('NOT_FOUND');
  return toDepositView(row, siteOrigin);
}
