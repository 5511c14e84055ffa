import { sql } from 'kysely';
import type { TOpsMerchantSummary } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';

/** The merchants an operator may act on, by code. */
export async function listMerchants(db: TDb, operator: TOperatorPrincipal): Promise<TOpsMerchantSummary[]> {
  let query = db
    .selectFrom('merchant')
    .select([
      'code',
      sql<string>`brand->>'brandName'`.as('brand_name'),
      'is_active',
      'maintenance',
      'blocked_countries',
      'login_required',
      'updated_at',
    ])
    .orderBy('code');
  if (operator.merchantIds !== null) query = query.where('id', 'in', operator.merchantIds);
  const rows = await query.execute();
  return rows.map((row) => ({
    code: row.code,
    brandName: row.brand_name,
    isActive: row.is_active,
    maintenance: row.maintenance,
    blockedCountries: row.blocked_countries,
    loginRequired: row.login_required,
    updatedAt: row.updated_at.toISOString(),
  }));
}
