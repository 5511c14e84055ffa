import type { TLegalPage, TLegalSlug } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';

export async function findLegalPage(
  db: TDb,
  merchantId: bigint,
  slug: TLegalSlug,
  language: string,
): Promise<TLegalPage | undefined> {
  const row = await db
    .selectFrom('legal_page')
    .select(['slug', 'language', 'title', 'html', 'updated_at'])
    .where('merchant_id', '=', merchantId)
    .where('slug', '=', slug)
    .where('language', '=', language)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    slug: row.slug as TLegalSlug,
    language: row.language,
    title: row.title,
    html: row.html,
    updatedAt: row.updated_at.toISOString(),
  };
}
