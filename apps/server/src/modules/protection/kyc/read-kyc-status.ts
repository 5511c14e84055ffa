import type { TKycStatus } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { findKycRow, statusOf } from './kyc.queries.js';

/** The member's KYC status: none, pending, verified or rejected. Pass a transaction to read under its locks. */
export async function readKycStatus(db: TDb, memberId: bigint): Promise<TKycStatus> {
  return statusOf(await findKycRow(db, memberId));
}
