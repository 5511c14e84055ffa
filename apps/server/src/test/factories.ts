import { randomBytes } from 'node:crypto';
import type { TDb } from '../db/database.js';
import { DEMO_BRAND, DEMO_SETTINGS } from '../modules/merchant/demo-merchant.js';
import type { TMerchantBrand, TMerchantSettings } from '../modules/merchant/merchant.schemas.js';
import type { TModuleNode } from '@kirin/contracts';

export type TMakeMerchant = {
  code?: string;
  domains?: string[];
  brand?: Partial<TMerchantBrand>;
  settings?: Partial<TMerchantSettings>;
  maintenance?: boolean;
  blockedCountries?: string[];
  loginRequired?: boolean;
  isActive?: boolean;
};

/** A merchant like the demo one, with the given differences; returns its id and code. */
export async function makeMerchant(
  db: TDb,
  input: TMakeMerchant = {},
): Promise<{ id: bigint; code: string }> {
  const code = input.code ?? `m${randomBytes(4).toString('hex')}`;
  const { id } = await db
    .insertInto('merchant')
    .values({
      code,
      brand: JSON.stringify({ ...DEMO_BRAND, ...input.brand }),
      settings: JSON.stringify({ ...DEMO_SETTINGS, ...input.settings }),
      maintenance: input.maintenance ?? false,
      blocked_countries: input.blockedCountries ?? [],
      login_required: input.loginRequired ?? false,
      is_active: input.isActive ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, domain] of (input.domains ?? []).entries()) {
    await db.insertInto('merchant_domain').values({ domain, merchant_id: id, sort_order: index }).execute();
  }
  return { id, code };
}

/** The demo merchant's module tree with some flags switched, e.g. `demoModulesWith({ FREEPLAY3: '0' })`. */
export function demoModulesWith(changes: Record<string, '0' | '1'>): TModuleNode[] {
  const apply = (node: TModuleNode): TModuleNode => ({
    ...node,
    enabled: changes[node.modId] ?? node.enabled,
    childrenNodes: node.childrenNodes.map(apply),
  });
  return DEMO_SETTINGS.modules.map(apply);
}
