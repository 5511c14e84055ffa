import type { TLanguage } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';

/** Stores the member's interface language; only a language the merchant offers (brand.languages). */
export async function updateLanguage(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  language: TLanguage,
): Promise<void> {
  if (!merchant.brand.languages.includes(language)) {
    throw new AppError('VALIDATION_FAILED', { language: 'language_not_offered' });
  }
  await db.updateTable('member').set({ language }).where('id', '=', memberId).execute();
}
