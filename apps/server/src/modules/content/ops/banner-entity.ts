import type { TBannerSave, TOpsBanner } from '@kirin/contracts';
import { merchantRowEntity } from './merchant-row-entity.js';

/** Home-page banners; image and link URLs are limited to http(s) and site paths by the schema. */
export const BANNER_ENTITY = merchantRowEntity({
  table: 'banner',
  kind: 'banner',
  orderBy: ['language', 'sort_order', 'id'],
  toRow: (input: TBannerSave) => ({
    language: input.language,
    title: input.title,
    image_url: input.imageUrl,
    link_url: input.linkUrl,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    sort_order: input.sortOrder,
  }),
  toView: (r): TOpsBanner => ({
    id: r.id.toString(),
    language: r.language,
    title: r.title,
    imageUrl: r.image_url,
    linkUrl: r.link_url,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at?.toISOString() ?? null,
    sortOrder: r.sort_order,
    updatedAt: r.updated_at.toISOString(),
  }),
});
