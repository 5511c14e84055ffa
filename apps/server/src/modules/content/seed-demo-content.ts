import type { TDb } from '../../db/database.js';
import { sanitizeHtml } from '../../platform/sanitize-html.js';
import { DEMO_BANNERS, DEMO_HELP, DEMO_NOTICES, DEMO_POSTS } from './demo-content-data.js';

const DEMO_LANGUAGES = ['TW', 'EN'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo merchant's notices, banners, help centre and posts. Seeded only while the merchant has no notice
 * at all, so an operator's later edits (and deletions) are kept across restarts.
 */
export async function seedDemoContent(db: TDb, merchantId: bigint, now = new Date()): Promise<void> {
  const existing = await db
    .selectFrom('notice')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const language of DEMO_LANGUAGES) {
      for (const [index, notice] of DEMO_NOTICES.entries()) {
        await trx
          .insertInto('notice')
          .values({
            merchant_id: merchantId,
            type: notice.type,
            language,
            title: notice.title[language],
            html: sanitizeHtml(notice.html[language]),
            // One minute apart, newest first, so the list reads in a stable order.
            starts_at: new Date(now.getTime() - DAY_MS - index * 60_000),
            ends_at: null,
            sort_order: 0,
            is_popup: notice.isPopup ?? false,
            image_url: notice.imageUrl ?? null,
            link_url: notice.linkUrl ?? null,
          })
          .execute();
      }
      for (const [index, banner] of DEMO_BANNERS.entries()) {
        await trx
          .insertInto('banner')
          .values({
            merchant_id: merchantId,
            language,
            title: banner.title[language],
            image_url: banner.imageUrl,
            link_url: banner.linkUrl,
            starts_at: new Date(now.getTime() - DAY_MS),
            ends_at: null,
            sort_order: index,
          })
          .execute();
      }
      for (const [index, category] of DEMO_HELP.entries()) {
        const { id } = await trx
          .insertInto('help_category')
          .values({ merchant_id: merchantId, language, title: category.title[language], sort_order: index })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [order, article] of category.articles.entries()) {
          await trx
            .insertInto('help_article')
            .values({
              category_id: id,
              title: article.title[language],
              html: sanitizeHtml(article.html[language]),
              sort_order: order,
            })
            .execute();
        }
      }
      for (const post of DEMO_POSTS) {
        await trx
          .insertInto('content_post')
          .values({
            merchant_id: merchantId,
            kind: post.kind,
            language,
            title: post.title[language],
            html: sanitizeHtml(post.html[language]),
            published_at: new Date(now.getTime() - post.daysAgo * DAY_MS),
          })
          .execute();
      }
    }
  });
}
