import { sql, type ColumnType, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { TDatabase } from '../../../db/tables/index.js';
import type { TContentEntity, TReader } from './content-entity.js';

/** The columns the shared queries rely on. */
type TMerchantRowColumns = {
  id: ColumnType<bigint, bigint | undefined, bigint>;
  merchant_id: bigint;
  language: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** Tables of one merchant's rows in one language (here: notice, banner, help_category, content_post). */
type TMerchantRowTableName = {
  [K in keyof TDatabase]: TDatabase[K] extends TMerchantRowColumns ? K : never;
}[keyof TDatabase];

type TColumnOf<TName extends TMerchantRowTableName> = keyof TDatabase[TName] & string;

/** A list order: a column ascending, or a column and its direction. */
export type TListOrder<TName extends TMerchantRowTableName> =
  TColumnOf<TName> | readonly [TColumnOf<TName>, 'asc' | 'desc'];

export type TMerchantRowEntityConfig<TName extends TMerchantRowTableName, TInput, TView> = {
  table: TName;
  /** The audit target prefix, e.g. `notice` → `notice:12`. */
  kind: string;
  /** The columns a save writes, on insert and on update alike (the helper adds merchant_id and updated_at). */
  toRow: (input: TInput) => Omit<Insertable<TDatabase[TName]>, 'id' | 'merchant_id' | 'updated_at'>;
  toView: (row: Selectable<TDatabase[TName]>) => TView;
  /** The list order, first key first. */
  orderBy: readonly TListOrder<TName>[];
};

/**
 * The helper's view of the database. Kysely cannot resolve column names on a table chosen by a type
 * parameter, so the queries below see the table through this loose schema: the shared columns typed, the
 * entity's own columns `unknown`. The config's types (toRow, toView, orderBy against the named table) are
 * what the compiler checks; `viewOf` hands each row to `toView` typed as that table's.
 */
type TLooseDb = Record<string, TMerchantRowColumns & { [column: string]: ColumnType<unknown> }>;
const looseDb = (db: TReader) => db as unknown as Kysely<TLooseDb>;

/**
 * A content entity over one merchant-owned table: list (one language or all, in `orderBy` order), find,
 * insert, update (stamping updated_at) and remove, each limited to the merchant's own rows.
 */
export function merchantRowEntity<TName extends TMerchantRowTableName, TInput, TView>(
  config: TMerchantRowEntityConfig<TName, TInput, TView>,
): TContentEntity<TInput, TView> {
  const { kind, toRow, toView, orderBy } = config;
  const table: string = config.table; // widened for TLooseDb
  // The rows come from `table`, so they are its rows (see TLooseDb).
  const viewOf = (row: Selectable<TLooseDb[string]>) => toView(row as Selectable<TDatabase[TName]>);
  const rowsOf = (db: TReader, merchantId: bigint) =>
    looseDb(db).selectFrom(table).selectAll().where('merchant_id', '=', merchantId);

  return {
    kind,
    list: async (db, merchantId, filter) => {
      let query = rowsOf(db, merchantId);
      if (filter.language) query = query.where('language', '=', filter.language);
      for (const order of orderBy) {
        query = typeof order === 'string' ? query.orderBy(order) : query.orderBy(order[0], order[1]);
      }
      return (await query.execute()).map(viewOf);
    },
    find: async (db, merchantId, id) => {
      const row = await rowsOf(db, merchantId).where('id', '=', id).executeTakeFirst();
      return row && viewOf(row);
    },
    insert: async (trx, merchantId, input) =>
      viewOf(
        await looseDb(trx)
          .insertInto(table)
          .values({ merchant_id: merchantId, ...toRow(input) })
          .returningAll()
          .executeTakeFirstOrThrow(),
      ),
    update: async (trx, merchantId, id, input) => {
      const row = await looseDb(trx)
        .updateTable(table)
        .set({ ...toRow(input), updated_at: sql`now()` })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && viewOf(row);
    },
    remove: async (trx, merchantId, id) => {
      const result = await looseDb(trx)
        .deleteFrom(table)
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
