import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { readStoredFile, type TFileStorage, type TStoredFile } from '../../../platform/file-storage.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';

/** The transfer proof of one of the merchant's deposits; none (or another merchant's deposit) → NOT_FOUND. */
export async function readDepositProof(
  db: TDb,
  files: TFileStorage,
  operator: TOperatorPrincipal,
  merchantCode: string,
  depositId: bigint,
): Promise<TStoredFile> {
  const merchant = await findMerchantForOperator(db, operator, merchantCode);
  const deposit = await db
    .selectFrom('deposit')
    .select('proof_file_id')
    .where('id', '=', depositId)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!deposit?.proof_file_id) throw new AppError('NOT_FOUND');
  return readStoredFile(db, files, deposit.proof_file_id);
}
