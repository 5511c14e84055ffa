import { sql } from 'kysely';
import type { TLegalPage, TLegalSlug } from '@kirin/contracts';
import type { TAppContext } from '../../../platform/context.js';
import { invalidateMerchantCache } from '../resolve-merchant.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from './find-merchant-for-operator.js';
import { sanitizeHtml } from '../../../platform/sanitize-html.js';

export type TLegalPageInput = { language: string; title: string; html: string };

/** Creates or replaces one legal page in one language; the HTML is sanitised before it is stored. */
export async function saveLegalPage(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  target: { code: string; slug: TLegalSlug },
  input: TLegalPageInput,
): Promise<TLegalPage> {
  // The site asks for languages in upper case (ZLanguage); store them the same way so the page is found.
  const language = input.language.toUpperCase();
  const html = sanitizeHtml(input.html);
  const page = await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, target.code, { isLocked: true });
    const before = await trx
      .selectFrom('legal_page')
      .select(['title', 'html'])
      .where('merchant_id', '=', merchant.id)
      .where('slug', '=', target.slug)
      .where('language', '=', language)
      .executeTakeFirst();
    const saved = await trx
      .insertInto('legal_page')
      .values({
        merchant_id: merchant.id,
        slug: target.slug,
        language,
        title: input.title,
        html,
        updated_at: sql`now()`,
      })
      .onConflict((oc) =>
        oc
          .columns(['merchant_id', 'slug', 'language'])
          .doUpdateSet({ title: input.title, html, updated_at: sql`now()` }),
      )
      .returning(['updated_at'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'legal.save',
      merchantId: merchant.id,
      target: `legal:${target.slug}:${language}`,
      before: before ?? null,
      after: { title: input.title, html },
    });
    return {
      slug: target.slug,
      language,
      title: input.title,
      html,
      updatedAt: saved.updated_at.toISOString(),
    };
  });
  await invalidateMerchantCache(ctx);
  return page;
}
