import type { TPost, TPostKind } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { contentCachePrefix } from './content-cache.js';

type TPostScope = { merchantId: bigint; kind: TPostKind; language: string; defaultLanguage: string };

/** Most posts a list shows; older ones stay in the database. */
const POSTS_LISTED = 100;

async function findPosts(ctx: TAppContext, merchantId: bigint, kind: TPostKind, language: string) {
  const rows = await ctx.db
    .selectFrom('content_post')
    .select(['id', 'title', 'html', 'published_at'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('language', '=', language)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(POSTS_LISTED)
    .execute();
  return rows.map((r) => ({
    id: r.id.toString(),
    title: r.title,
    content: r.html,
    publishedAtMs: r.published_at.getTime(),
  }));
}

/** Published posts of one kind, newest first, in the asked language (else the merchant default). */
export async function listPosts(ctx: TAppContext, scope: TPostScope, now = new Date()): Promise<TPost[]> {
  const { merchantId, kind, language, defaultLanguage } = scope;
  const rows = await ctx.cache.getOrLoad(
    `${contentCachePrefix(merchantId)}posts:${kind}:${language}`,
    async () => {
      const asked = await findPosts(ctx, merchantId, kind, language);
      return asked.length > 0 || language === defaultLanguage
        ? asked
        : findPosts(ctx, merchantId, kind, defaultLanguage);
    },
  );
  // A post dated in the future is scheduled: it appears when its date comes.
  return rows
    .filter((r) => r.publishedAtMs <= now.getTime())
    .map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      timestamp: new Date(r.publishedAtMs).toISOString(),
    }));
}
