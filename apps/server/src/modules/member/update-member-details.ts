import type { TMemberDetailsUpdate, TMemberDetailsView } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { readKycStatus } from '../protection/kyc/index.js';
import { readMemberDetails, writeMemberDetails } from './member-details.js';

/** GET /wps/member/profile/details: the member's identity details and whether it may still change them. */
export async function getMemberDetails(db: TDb, memberId: bigint): Promise<TMemberDetailsView> {
  const [details, kycStatus] = await Promise.all([
    readMemberDetails(db, memberId),
    readKycStatus(db, memberId),
  ]);
  return { ...details, isLocked: kycStatus === 'verified' };
}

/**
 * PUT /wps/member/profile/details: address, nationality, occupation and source of income, all at once. Once
 * the member's identity is verified they are what the operator checked: KYC_PROFILE_LOCKED (customer
 * service changes them). The member row is locked first, so a review cannot slip between check and write.
 */
export async function updateMemberDetails(
  db: TDb,
  memberId: bigint,
  input: TMemberDetailsUpdate,
): Promise<TMemberDetailsView> {
  await db.transaction().execute(async (trx) => {
    await readMemberDetails(trx, memberId, { isLocked: true });
    if ((await readKycStatus(trx, memberId)) === 'verified') throw new AppError('KYC_PROFILE_LOCKED');
    await writeMemberDetails(trx, memberId, input);
  });
  return getMemberDetails(db, memberId);
}
