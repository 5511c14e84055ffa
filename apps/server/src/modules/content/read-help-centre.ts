import type { THelpCentre } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { contentCachePrefix } from './content-cache.js';

type THelpScope = { merchantId: bigint; language: string; defaultLanguage: string };

async function findHelpCentre(ctx: TAppContext, merchantId: bigint, language: string): Promise<THelpCentre> {
  const categories = await ctx.db
    .selectFrom('help_category')
    .select(['id', 'title'])
    .where('merchant_id', '=', merchantId)
    .where('language', '=', language)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  if (categories.length === 0) return { categories: [] };
  const articles = await ctx.db
    .selectFrom('help_article')
    .select(['id', 'category_id', 'title', 'html', 'updated_at'])
    .where(
      'category_id',
      'in',
      categories.map((c) => c.id),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return {
    categories: categories.map((c) => ({
      id: c.id.toString(),
      title: c.title,
      articles: articles
        .filter((a) => a.category_id === c.id)
        .map((a) => ({
          id: a.id.toString(),
          title: a.title,
          content: a.html,
          updatedAt: a.updated_at.toISOString(),
        })),
    })),
  };
}

/** The text a reader sees: tags dropped and the common entities read, so a search does not match markup. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Categories keeping only the articles whose title or text contains `query` (case-insensitive). */
export function searchHelpCentre(centre: THelpCentre, query: string): THelpCentre {
  const needle = query.toLocaleLowerCase();
  const matches = (s: string) => s.toLocaleLowerCase().includes(needle);
  return {
    categories: centre.categories
      .map((c) => ({
        ...c,
        articles: c.articles.filter((a) => matches(a.title) || matches(textOfHtml(a.content))),
      }))
      .filter((c) => c.articles.length > 0),
  };
}

/** The help centre in the asked language (else the merchant default), searched when `query` is given. */
export async function readHelpCentre(
  ctx: TAppContext,
  scope: THelpScope,
  query?: string,
): Promise<THelpCentre> {
  const { merchantId, language, defaultLanguage } = scope;
  const centre = await ctx.cache.getOrLoad(`${contentCachePrefix(merchantId)}help:${language}`, async () => {
    const asked = await findHelpCentre(ctx, merchantId, language);
    return asked.categories.length > 0 || language === defaultLanguage
      ? asked
      : findHelpCentre(ctx, merchantId, defaultLanguage);
  });
  return query ? searchHelpCentre(centre, query) : centre;
}
