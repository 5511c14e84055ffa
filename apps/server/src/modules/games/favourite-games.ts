import type { TFavouriteIds, TGameCard } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { toGameCard, type TCatalogue } from './read-catalogue.js';

/** The member's favourite games still listed, newest favourite first. */
async function favouriteIdsOf(db: TDb, catalogue: TCatalogue, memberId: bigint): Promise<string[]> {
  const rows = await db
    .selectFrom('favourite_game')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id', 'desc')
    .execute();
  return rows.map((r) => r.game_id.toString()).filter((id) => catalogue.gamesById.has(id));
}

export async function readFavouriteIds(
  db: TDb,
  catalogue: TCatalogue,
  memberId: bigint,
): Promise<TFavouriteIds> {
  return { list: await favouriteIdsOf(db, catalogue, memberId) };
}

export async function listFavouriteGames(
  db: TDb,
  catalogue: TCatalogue,
  memberId: bigint,
  language: string,
): Promise<TGameCard[]> {
  const ids = await favouriteIdsOf(db, catalogue, memberId);
  return ids.flatMap((id) => {
    const game = catalogue.gamesById.get(id);
    return game ? [toGameCard(game, language)] : [];
  });
}

/** Adds a listed game of the member's merchant (NOT_FOUND otherwise); adding it twice changes nothing. */
export async function addFavouriteGame(
  db: TDb,
  catalogue: TCatalogue,
  memberId: bigint,
  gameId: string,
): Promise<TFavouriteIds> {
  if (!catalogue.gamesById.has(gameId)) throw new AppError('NOT_FOUND');
  await db
    .insertInto('favourite_game')
    .values({ member_id: memberId, game_id: BigInt(gameId) })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();
  return readFavouriteIds(db, catalogue, memberId);
}

/**
 * Removes a game of the member's merchant from the favourites (a hidden game too, so it can be cleaned up);
 * NOT_FOUND for a game the merchant does not have; removing it twice changes nothing.
 */
export async function removeFavouriteGame(
  db: TDb,
  catalogue: TCatalogue,
  merchantId: bigint,
  memberId: bigint,
  gameId: string,
): Promise<TFavouriteIds> {
  const game = await db
    .selectFrom('game')
    .select('id')
    .where('id', '=', BigInt(gameId))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!game) throw new AppError('NOT_FOUND');
  await db
    .deleteFrom('favourite_game')
    .where('member_id', '=', memberId)
    .where('game_id', '=', game.id)
    .execute();
  return readFavouriteIds(db, catalogue, memberId);
}
