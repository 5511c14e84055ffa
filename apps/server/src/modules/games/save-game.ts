import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import type { TGameCreate, TGameUpdate, TOpsGame } from '@kirin/contracts';
import { OPS_GAME_COLUMNS, toOpsGame } from './ops-game-view.js';
import { invalidateCatalogue } from './read-catalogue.js';

const COLUMN_OF = {
  gameCategory: 'game_category',
  gameType: 'game_type',
  names: 'names',
  imagePath: 'image_path',
  defaultPlayType: 'default_play_type',
  accountTypeName: 'account_type_name',
  groupCode: 'group_code',
  isGame: 'is_game',
  isHot: 'is_hot',
  isMaintenance: 'is_maintenance',
  isEnabled: 'is_enabled',
  sortOrder: 'sort_order',
} as const;

/** The columns for the fields given; names are stored as JSON text. */
function columnsOf(fields: TGameUpdate): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    const column = COLUMN_OF[field as keyof typeof COLUMN_OF];
    if (column) values[column] = field === 'names' ? JSON.stringify(value) : value;
  }
  return values;
}

/** Adds a game to a merchant's catalogue (CONFLICT when the vendor already has that code). */
export async function createGame(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  input: TGameCreate,
): Promise<TOpsGame> {
  const { game, merchantId } = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const merchant = await findMerchantForOperator(trx, operator, code);
      const { vassalage, code: gameCode, ...fields } = input;
      const row = await trx
        .insertInto('game')
        .values({
          merchant_id: merchant.id,
          vassalage,
          code: gameCode,
          game_category: fields.gameCategory,
          game_type: fields.gameType,
          names: JSON.stringify(fields.names),
          image_path: fields.imagePath,
          default_play_type: fields.defaultPlayType,
          account_type_name: fields.accountTypeName,
          group_code: fields.groupCode,
          is_game: fields.isGame,
          is_hot: fields.isHot,
          is_maintenance: fields.isMaintenance,
          is_enabled: fields.isEnabled,
          sort_order: fields.sortOrder,
        })
        .returning(OPS_GAME_COLUMNS)
        .executeTakeFirstOrThrow();
      const created = toOpsGame(row);
      await writeAudit(trx, actor, {
        action: 'game.create',
        merchantId: merchant.id,
        target: `game:${code}:${created.id}`,
        after: created,
      });
      return { game: created, merchantId: merchant.id };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT');
      throw error;
    });
  await invalidateCatalogue(ctx, merchantId);
  return game;
}

/** Changes the given fields of a merchant's game (NOT_FOUND for another merchant's). */
export async function updateGame(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  gameId: bigint,
  input: TGameUpdate,
): Promise<TOpsGame> {
  const { game, merchantId } = await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const before = await trx
      .selectFrom('game')
      .select(OPS_GAME_COLUMNS)
      .where('id', '=', gameId)
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    const row = await trx
      .updateTable('game')
      .set(columnsOf(input))
      .where('id', '=', gameId)
      .returning(OPS_GAME_COLUMNS)
      .executeTakeFirstOrThrow();
    const after = toOpsGame(row);
    await writeAudit(trx, actor, {
      action: 'game.update',
      merchantId: merchant.id,
      target: `game:${code}:${after.id}`,
      before: toOpsGame(before),
      after,
    });
    return { game: after, merchantId: merchant.id };
  });
  await invalidateCatalogue(ctx, merchantId);
  return game;
}
