import type { TOpsPost, TPostSave } from '@kirin/contracts';
import { sanitizeHtml } from '../../../platform/sanitize-html.js';
import { merchantRowEntity } from './merchant-row-entity.js';

/** News, blog and installation-guide posts; the HTML is sanitised on every save. */
export const POST_ENTITY = merchantRowEntity({
  table: 'content_post',
  kind: 'post',
  orderBy: ['kind', ['published_at', 'desc']],
  toRow: (input: TPostSave) => ({
    kind: input.kind,
    language: input.language,
    title: input.title,
    html: sanitizeHtml(input.html),
    published_at: input.publishedAt,
  }),
  toView: (r): TOpsPost => ({
    id: r.id.toString(),
    kind: r.kind,
    language: r.language,
    title: r.title,
    html: r.html,
    publishedAt: r.published_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }),
});
