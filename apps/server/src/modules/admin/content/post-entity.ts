import type { TOpsPost, TPostSave } from '@kirin/contracts';
import { sql, type Selectable } from 'kysely';
import type { TContentPostTable } from '../../../db/tables/content.js';
import { sanitizeHtml } from '../../../platform/sanitize-html.js';
import type { TContentEntity } from './content-entity.js';

const toView = (r: Selectable<TContentPostTable>): TOpsPost => ({
  id: r.id.toString(),
  kind: r.kind,
  language: r.language,
  title: r.title,
  html: r.html,
  publishedAt: r.published_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const toRow = (input: TPostSave) => ({
  kind: input.kind,
  language: input.language,
  title: input.title,
  html: sanitizeHtml(input.html),
  published_at: input.publishedAt,
});

/** News, blog and installation-guide posts; the HTML is sanitised on every save. */
export const POST_ENTITY: TContentEntity<TPostSave, TOpsPost> = {
  kind: 'post',
  list: async (db, merchantId, filter) => {
    let query = db.selectFrom('content_post').selectAll().where('merchant_id', '=', merchantId);
    if (filter.language) query = query.where('language', '=', filter.language);
    return (await query.orderBy('kind').orderBy('published_at', 'desc').execute()).map(toView);
  },
  find: async (db, merchantId, id) => {
    const row = await db
      .selectFrom('content_post')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toView(row);
  },
  insert: async (trx, merchantId, input) =>
    toView(
      await trx
        .insertInto('content_post')
        .values({ merchant_id: merchantId, ...toRow(input) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    ),
  update: async (trx, merchantId, id, input) => {
    const row = await trx
      .updateTable('content_post')
      .set({ ...toRow(input), updated_at: sql`now()` })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toView(row);
  },
  remove: async (trx, merchantId, id) => {
    const result = await trx
      .deleteFrom('content_post')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
};
