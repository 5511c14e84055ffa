import type { TAppContext } from '../../platform/context.js';
import { readCatalogue } from './read-catalogue.js';

/**
 * Loads every active merchant's catalogue into the configuration cache (and the database's pages into its
 * buffers) before the process reports ready: the header's game menu and the home page's lists, which every
 * first visit asks for, are built from it. Answers how many merchants were warmed.
 */
export async function warmCatalogues(ctx: TAppContext): Promise<number> {
  const merchants = await ctx.db.selectFrom('merchant').select('id').where('is_active', '=', true).execute();
  for (const { id } of merchants) await readCatalogue(ctx, id);
  return merchants.length;
}
