import { ZLotteryLobbyLinkQuery } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TLotteryArea } from '../../db/tables/lottery.js';
import { lotteryLobbyPath } from '../lottery/lobby/build-lobby-link.js';

// A LOTT or ELOTT card launches at the lottery vendor (spec section 4: TCG_SEA). When the merchant has no such
// vendor with a launch URL, the card opens the platform's own lottery instead, through spec section 3's lobby
// link, so a listed lottery card always plays (docs/games-catalogue.md, "Catalogue honesty").

type TLotteryCard = { gameCategory: string; accountTypeName: string | null };

/** The platform lottery area a lottery card opens: ELOTT its own, a TCG_SEA account the SEA games, else VN. */
export function ownLotteryAreaOf(card: TLotteryCard): TLotteryArea | null {
  if (card.gameCategory === 'ELOTT') return 'ELOTT';
  if (card.gameCategory !== 'LOTT') return null;
  return card.accountTypeName === 'TCG_SEA' ? 'SEA' : 'VN';
}

/** The areas where the merchant's own lottery has an enabled game: the cards it can open. */
export async function listOwnLotteryAreas(db: TDb, merchantId: bigint): Promise<Set<TLotteryArea>> {
  const rows = await db
    .selectFrom('lottery_game')
    .select('area')
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('is_enabled', '=', true)
    .execute();
  return new Set(rows.map((r) => r.area));
}

/**
 * The site path a lottery card opens on the platform's own lottery, or null when the merchant has no enabled
 * game in its area. A card whose code is one of the merchant's lottery games opens that game's betting view;
 * any other opens its area's lobby.
 */
export async function ownLotteryPathOf(
  db: TDb,
  merchantId: bigint,
  card: TLotteryCard & { code: string },
  language: string,
): Promise<string | null> {
  const area = ownLotteryAreaOf(card);
  if (!area) return null;
  const games = await db
    .selectFrom('lottery_game')
    .select(['code', 'area'])
    .where('merchant_id', '=', merchantId)
    .where('is_enabled', '=', true)
    .where((eb) => eb.or([eb('area', '=', area), eb('code', '=', card.code)]))
    .execute();
  const named = games.find((g) => g.code === card.code) ?? null;
  if (!named && games.length === 0) return null;
  const query = ZLotteryLobbyLinkQuery.parse({
    lottoArea: area,
    launchMode: 'LOTT',
    lottoPrizeMode: area === 'ELOTT' ? 'Elott' : undefined,
    lottoGameCode: named?.code,
    lottoView: named ? 'betting' : 'lobby',
    language,
  });
  return lotteryLobbyPath(query, named);
}
