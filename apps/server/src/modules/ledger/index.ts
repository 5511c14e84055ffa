// The ledger's use cases: the only way any domain moves money (docs/ledger.md).
export {
  postTransaction,
  fromLedgerError,
  type TLeg,
  type TPostInput,
  type TPostResult,
} from './post-transaction.js';
export { postAgainstHouse, type THouseMove } from './post-against-house.js';
export {
  postManyAgainstHouse,
  type TManyHouseMoves,
  type TManyHouseResult,
} from './post-many-against-house.js';
export { postManyTransfers, type TTransfer, type TManyTransfers } from './post-many-transfers.js';
export { placeHold, postHold, voidHold, type THold } from './holds.js';
export {
  memberAccount,
  memberAccountsOf,
  systemAccount,
  houseAccountFor,
  houseShardIds,
  houseShardOf,
  HOUSE_SHARD_COUNT,
} from './ledger-accounts.js';
export {
  readMemberBalances,
  readMainBalances,
  readHouseBalance,
  type TAccountBalance,
} from './read-balances.js';
export { readMemberKindTotals } from './read-kind-totals.js';
export { auditLedger, runLedgerAudit, type TLedgerAuditReport } from './audit-ledger.js';
export { inTransaction } from './in-transaction.js';
