import type { TNoticeSave, TOpsNotice } from '@kirin/contracts';
import { sql, type Selectable } from 'kysely';
import type { TNoticeTable } from '../../../db/tables/content.js';
import { sanitizeHtml } from '../../../platform/sanitize-html.js';
import type { TContentEntity } from './content-entity.js';

const toView = (r: Selectable<TNoticeTable>): TOpsNotice => ({
  id: r.id.toString(),
  type: r.type,
  language: r.language,
  title: r.title,
  html: r.html,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at?.toISOString() ?? null,
  sortOrder: r.sort_order,
  isPopup: r.is_popup,
  imageUrl: r.image_url,
  linkUrl: r.link_url,
  updatedAt: r.updated_at.toISOString(),
});

const toRow = (input: TNoticeSave) => ({
  type: input.type,
  language: input.language,
  title: input.title,
  html: sanitizeHtml(input.html),
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  sort_order: input.sortOrder,
  is_popup: input.isPopup,
  image_url: input.imageUrl,
  link_url: input.linkUrl,
});

/** Notices and announcements (types PL, PU, PR, H); the HTML is sanitised on every save. */
export const NOTICE_ENTITY: TContentEntity<TNoticeSave, TOpsNotice> = {
  kind: 'notice',
  list: async (db, merchantId, filter) => {
    let query = db.selectFrom('notice').selectAll().where('merchant_id', '=', merchantId);
    if (filter.language) query = query.where('language', '=', filter.language);
    const rows = await query.orderBy('language').orderBy('sort_order').orderBy('starts_at', 'desc').execute();
    return rows.map(toView);
  },
  find: async (db, merchantId, id) => {
    const row = await db
      .selectFrom('notice')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toView(row);
  },
  insert: async (trx, merchantId, input) =>
    toView(
      await trx
        .insertInto('notice')
        .values({ merchant_id: merchantId, ...toRow(input) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    ),
  update: async (trx, merchantId, id, input) => {
    const row = await trx
      .updateTable('notice')
      .set({ ...toRow(input), updated_at: sql`now()` })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toView(row);
  },
  remove: async (trx, merchantId, id) => {
    const result = await trx
      .deleteFrom('notice')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
};
