import type { TAgentAnnouncements } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';

async function liveAgentNotices(db: TDb, merchantId: bigint, language: string, now: Date) {
  return db
    .selectFrom('notice')
    .select(['id', 'title', 'html', 'starts_at'])
    .where('merchant_id', '=', merchantId)
    .where('audience', '=', 'AGENT')
    .where('language', '=', language)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort_order')
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The agent centre's announcements: live notices with audience AGENT in the caller's language, else (none at
 * all) the merchant default's. Members' notice lists leave these out (content.queries.ts).
 */
export async function listAgentAnnouncements(
  db: TDb,
  scope: { merchantId: bigint; language: string; defaultLanguage: string; now?: Date },
): Promise<TAgentAnnouncements> {
  const now = scope.now ?? new Date();
  let rows = await liveAgentNotices(db, scope.merchantId, scope.language, now);
  if (rows.length === 0 && scope.language !== scope.defaultLanguage)
    rows = await liveAgentNotices(db, scope.merchantId, scope.defaultLanguage, now);
  return {
    list: rows.map((r) => ({
      id: r.id.toString(),
      title: r.title,
      content: r.html,
      timestamp: r.starts_at.toISOString(),
    })),
  };
}
