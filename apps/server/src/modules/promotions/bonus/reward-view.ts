import type { TReward } from '@kirin/contracts';
import type { Selectable } from 'kysely';
import type { TRewardTable } from '../../../db/tables/bonus.js';

export type TRewardRow = Selectable<TRewardTable>;

/** The reward as the reward centre shows it; the title in the member's language, else TW, else EN. */
export function toRewardView(row: TRewardRow, language = 'TW'): TReward {
  const title = row.title ?? {};
  return {
    id: String(row.id),
    source: row.source,
    sourceRef: row.source_ref,
    title: title[language] ?? title.TW ?? title.EN ?? '',
    amount: Number(row.amount_minor),
    currency: row.currency,
    wagerBase: row.wager_base,
    wagerMultiple: String(Number(row.wager_multiple)),
    status: row.status,
    expiresAt: row.expires_at?.toISOString() ?? null,
    claimedAt: row.claimed_at?.toISOString() ?? null,
    grantId: row.grant_id === null ? null : String(row.grant_id),
    createdAt: row.created_at.toISOString(),
  };
}
