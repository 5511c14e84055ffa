import type { Transaction } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TDatabase } from '../../../db/tables/index.js';

export type TTrx = Transaction<TDatabase>;
/** Reads run on the pool or inside a change's transaction. */
export type TReader = TDb | TTrx;

/**
 * One kind of operator-managed content (notice, banner, help category or article, post): the SQL it runs.
 * Every method is scoped to one merchant, so an id of another merchant reads as missing.
 */
export type TContentEntity<TInput, TView> = {
  /** The audit target prefix, e.g. `notice` → `notice:12`. */
  kind: string;
  list: (db: TDb, merchantId: bigint, filter: { language?: string }) => Promise<TView[]>;
  find: (db: TReader, merchantId: bigint, id: bigint) => Promise<TView | undefined>;
  insert: (trx: TTrx, merchantId: bigint, input: TInput) => Promise<TView>;
  update: (trx: TTrx, merchantId: bigint, id: bigint, input: TInput) => Promise<TView | undefined>;
  remove: (trx: TTrx, merchantId: bigint, id: bigint) => Promise<boolean>;
};
