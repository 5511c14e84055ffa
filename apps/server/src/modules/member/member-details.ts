import type { TMemberDetails, TMemberDetailsUpdate } from '@kirin/contracts';
import { ZIncomeSource, ZOccupation } from '@kirin/contracts';
import { countries } from 'countries-list';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';

// The identity details of the member row (migration 0049): read and write, shared by the member's own
// route (update-member-details.ts) and the operator's (modules/protection/kyc, after verification).

export const MEMBER_DETAILS_COLUMNS = [
  'address',
  'nationality',
  'occupation',
  'occupation_other',
  'source_of_income',
  'source_of_income_other',
] as const;

type TDetailsRow = { [K in (typeof MEMBER_DETAILS_COLUMNS)[number]]: string | null };

/** The stored details as the contract shapes them (an unknown stored code reads as not given). */
export function toMemberDetails(row: TDetailsRow): TMemberDetails {
  const occupation = ZOccupation.safeParse(row.occupation);
  const income = ZIncomeSource.safeParse(row.source_of_income);
  return {
    address: row.address,
    nationality: row.nationality,
    occupation: occupation.success ? occupation.data : null,
    occupationOther: occupation.success && occupation.data === 'other' ? row.occupation_other : null,
    sourceOfIncome: income.success ? income.data : null,
    sourceOfIncomeOther: income.success && income.data === 'other' ? row.source_of_income_other : null,
  };
}

/** The member's details, or NOT_FOUND. Pass a transaction (with `isLocked`) to read under its lock. */
export async function readMemberDetails(
  db: TDb,
  memberId: bigint,
  options: { isLocked?: boolean } = {},
): Promise<TMemberDetails> {
  let query = db.selectFrom('member').select(MEMBER_DETAILS_COLUMNS).where('id', '=', memberId);
  if (options.isLocked) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toMemberDetails(row);
}

/**
 * Writes all four details; the "other" texts are kept only beside "other". A nationality that is no ISO
 * country is VALIDATION_FAILED (the contract checks only its shape). Call inside a transaction.
 */
export async function writeMemberDetails(db: TDb, memberId: bigint, input: TMemberDetailsUpdate) {
  if (!Object.hasOwn(countries, input.nationality))
    throw new AppError('VALIDATION_FAILED', { nationality: 'details_nationality_rule' });
  await db
    .updateTable('member')
    .set({
      address: input.address,
      nationality: input.nationality,
      occupation: input.occupation,
      occupation_other: input.occupation === 'other' ? (input.occupationOther ?? null) : null,
      source_of_income: input.sourceOfIncome,
      source_of_income_other: input.sourceOfIncome === 'other' ? (input.sourceOfIncomeOther ?? null) : null,
    })
    .where('id', '=', memberId)
    .execute();
}
