import type { TBannerSave, TOpsBanner } from '@kirin/contracts';
import { sql, type Selectable } from 'kysely';
import type { TBannerTable } from '../../../db/tables/content.js';
import type { TContentEntity } from './content-entity.js';

const toView = (r: Selectable<TBannerTable>): TOpsBanner => ({
  id: r.id.toString(),
  language: r.language,
  title: r.title,
  imageUrl: r.image_url,
  linkUrl: r.link_url,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at?.toISOString() ?? null,
  sortOrder: r.sort_order,
  updatedAt: r.updated_at.toISOString(),
});

const toRow = (input: TBannerSave) => ({
  language: input.language,
  title: input.title,
  image_url: input.imageUrl,
  link_url: input.linkUrl,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  sort_order: input.sortOrder,
});

/** Home-page banners; image and link URLs are limited to http(s) and site paths by the schema. */
export const BANNER_ENTITY: TContentEntity<TBannerSave, TOpsBanner> = {
  kind: 'banner',
  list: async (db, merchantId, filter) => {
    let query = db.selectFrom('banner').selectAll().where('merchant_id', '=', merchantId);
    if (filter.language) query = query.where('language', '=', filter.language);
    return (await query.orderBy('language').orderBy('sort_order').orderBy('id').execute()).map(toView);
  },
  find: async (db, merchantId, id) => {
    const row = await db
      .selectFrom('banner')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toView(row);
  },
  insert: async (trx, merchantId, input) =>
    toView(
      await trx
        .insertInto('banner')
        .values({ merchant_id: merchantId, ...toRow(input) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    ),
  update: async (trx, merchantId, id, input) => {
    const row = await trx
      .updateTable('banner')
      .set({ ...toRow(input), updated_at: sql`now()` })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toView(row);
  },
  remove: async (trx, merchantId, id) => {
    const result = await trx
      .deleteFrom('banner')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
};
