import type { TNoticeSave, TOpsNotice } from '@kirin/contracts';
import { sanitizeHtml } from '../../../platform/sanitize-html.js';
import { merchantRowEntity } from './merchant-row-entity.js';

/** Notices and announcements (types PL, PU, PR, H); the HTML is sanitised on every save. */
export const NOTICE_ENTITY = merchantRowEntity({
  table: 'notice',
  kind: 'notice',
  orderBy: ['language', 'sort_order', ['starts_at', 'desc']],
  toRow: (input: TNoticeSave) => ({
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
    audience: input.audience,
  }),
  toView: (r): TOpsNotice => ({
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
    audience: r.audience,
    updatedAt: r.updated_at.toISOString(),
  }),
});
