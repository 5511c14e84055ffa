import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { readStoredFile, type TFileStorage, type TStoredFile } from '../../platform/file-storage.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';

/** GET /ops/merchants/:code/withdrawals/:id/proof: the image the member sent with "not received". */
export async function readWithdrawalProof(
  db: TDb,
  files: TFileStorage,
  operator: TOperatorPrincipal,
  merchantCode: string,
  withdrawalId: bigint,
): Promise<TStoredFile> {
  const merchant = await findMerchantForOperator(db, operator, merchantCode);
  const row = await db
    .selectFrom('withdrawal')
    .select('proof_file_id')
    .where('id', '=', withdrawalId)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!row?.proof_file_id) throw new AppError('NOT_FOUND');
  return readStoredFile(db, files, row.proof_file_id);
}
