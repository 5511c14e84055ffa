import type { TLegalPage, TLegalSlug } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';

/**
 * Every legal page of one merchant, in every language, by slug then language: the editor shows what is there
 * before an operator replaces it. Bounded by the slugs times the languages, so it is not paged.
 */
export async function listLegalPages(db: TDb, merchantId: bigint): Promise<TLegalPage[]> {
  const rows = await db
    .selectFrom('legal_page')
    .select(['slug', 'language', 'title', 'html', 'updated_at'])
    .where('merchant_id', '=', merchantId)
    .orderBy('slug')
    .orderBy('language')
    .execute();
  return rows.map((row) => ({
    slug: row.slug as TLegalSlug,
    language: row.language,
    title: row.title,
    html: row.html,
    updatedAt: row.updated_at.toISOString(),
  }));
}
