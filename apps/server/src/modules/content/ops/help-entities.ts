import type {
  THelpArticleSave,
  THelpCategorySave,
  TOpsHelpArticle,
  TOpsHelpCategory,
} from '@kirin/contracts';
import { sql, type Selectable } from 'kysely';
import type { THelpArticleTable } from '../../../db/tables/content.js';
import { AppError } from '../../../platform/errors.js';
import { sanitizeHtml } from '../../../platform/sanitize-html.js';
import type { TContentEntity, TReader, TTrx } from './content-entity.js';
import { merchantRowEntity } from './merchant-row-entity.js';

/** Help centre categories, per language; deleting one deletes its articles. */
export const HELP_CATEGORY_ENTITY = merchantRowEntity({
  table: 'help_category',
  kind: 'help-category',
  orderBy: ['language', 'sort_order', 'id'],
  toRow: (input: THelpCategorySave) => ({
    language: input.language,
    title: input.title,
    sort_order: input.sortOrder,
  }),
  toView: (r): TOpsHelpCategory => ({
    id: r.id.toString(),
    language: r.language,
    title: r.title,
    sortOrder: r.sort_order,
    updatedAt: r.updated_at.toISOString(),
  }),
});

const toArticleView = (r: Selectable<THelpArticleTable>): TOpsHelpArticle => ({
  id: r.id.toString(),
  categoryId: r.category_id.toString(),
  title: r.title,
  html: r.html,
  sortOrder: r.sort_order,
  updatedAt: r.updated_at.toISOString(),
});

/** The article's category must be the merchant's own (VALIDATION_FAILED on categoryId otherwise). */
async function checkCategory(trx: TTrx, merchantId: bigint, categoryId: string): Promise<bigint> {
  const id = BigInt(categoryId);
  const found = await HELP_CATEGORY_ENTITY.find(trx, merchantId, id);
  if (!found) throw new AppError('VALIDATION_FAILED', { 'body.categoryId': 'unknown category' });
  return id;
}

/** Articles of this merchant's categories only. */
const articlesOf = (db: TReader, merchantId: bigint) =>
  db
    .selectFrom('help_article')
    .innerJoin('help_category', 'help_category.id', 'help_article.category_id')
    .selectAll('help_article')
    .where('help_category.merchant_id', '=', merchantId);

/** Help centre articles; the HTML is sanitised on every save. */
export const HELP_ARTICLE_ENTITY: TContentEntity<THelpArticleSave, TOpsHelpArticle> = {
  kind: 'help-article',
  list: async (db, merchantId, filter) => {
    let query = articlesOf(db, merchantId);
    if (filter.language) query = query.where('help_category.language', '=', filter.language);
    const rows = await query.orderBy('help_article.category_id').orderBy('help_article.sort_order').execute();
    return rows.map(toArticleView);
  },
  find: async (db, merchantId, id) => {
    const row = await articlesOf(db, merchantId).where('help_article.id', '=', id).executeTakeFirst();
    return row && toArticleView(row);
  },
  insert: async (trx, merchantId, input) =>
    toArticleView(
      await trx
        .insertInto('help_article')
        .values({
          category_id: await checkCategory(trx, merchantId, input.categoryId),
          title: input.title,
          html: sanitizeHtml(input.html),
          sort_order: input.sortOrder,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    ),
  update: async (trx, merchantId, id, input) => {
    const categoryId = await checkCategory(trx, merchantId, input.categoryId);
    const row = await trx
      .updateTable('help_article')
      .set({
        category_id: categoryId,
        title: input.title,
        html: sanitizeHtml(input.html),
        sort_order: input.sortOrder,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toArticleView(row);
  },
  remove: async (trx, _merchantId, id) => {
    // find() already checked the article is this merchant's.
    const result = await trx.deleteFrom('help_article').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
};
