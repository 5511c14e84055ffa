import { VendorWalletError, type TErrorCode } from '@kirin/contracts';
import { expect } from 'vitest';
import { hashSessionToken } from '../../../platform/auth/session-token.js';
import type { TConformanceServer } from './conformance-server.js';

/** What the database holds, read behind the vendor's back: the suite's second pair of eyes. */

/** The member's available main-wallet balance in the ledger. */
export async function ledgerBalanceOf(server: TConformanceServer, memberId: bigint): Promise<bigint> {
  const row = await server.db
    .selectFrom('ledger_account')
    .select(['balance_minor', 'held_minor'])
    .where('member_id', '=', memberId)
    .where('wallet_code', '=', 'MAIN')
    .executeTakeFirstOrThrow();
  return row.balance_minor - row.held_minor;
}

/** The member's bet_round row for a vendor round, if any. */
export async function roundOf(server: TConformanceServer, memberId: bigint, roundId: string) {
  return server.db
    .selectFrom('bet_round')
    .selectAll()
    .where('merchant_id', '=', server.merchantId)
    .where('vassalage', '=', server.vendorCode)
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The vendor_transaction rows a member's calls left, oldest first. */
export async function vendorTransactionsOf(server: TConformanceServer, memberId: bigint) {
  return server.db
    .selectFrom('vendor_transaction')
    .select(['transaction_id', 'kind', 'state', 'amount_minor', 'round_id', 'original_transaction_id'])
    .where('merchant_id', '=', server.merchantId)
    .where('vassalage', '=', server.vendorCode)
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();
}

/** The game sessions stored for a member. */
export async function gameSessionsOf(server: TConformanceServer, memberId: bigint) {
  return server.db
    .selectFrom('game_session')
    .select(['token_hash', 'vassalage', 'game_code', 'expires_at', 'ended_at'])
    .where('member_id', '=', memberId)
    .execute();
}

/** Makes a stored game session end now (the player closed the game); wins must still be accepted. */
export async function endGameSession(server: TConformanceServer, sessionToken: string): Promise<void> {
  await server.db
    .updateTable('game_session')
    .set({ ended_at: new Date(), expires_at: new Date() })
    .where('token_hash', '=', hashSessionToken(sessionToken))
    .executeTakeFirstOrThrow();
}

/** Sets the integration's payout ceiling as a multiple of a round's stake (null: none), as operators do. */
export async function setPayoutMultiple(server: TConformanceServer, multiple: number | null): Promise<void> {
  await server.db
    .updateTable('vendor_integration')
    .set({ max_payout_multiple: multiple })
    .where('merchant_id', '=', server.merchantId)
    .where('vassalage', '=', server.vendorCode)
    .executeTakeFirstOrThrow();
}

/** The launch token row's used_at (null: never exchanged). */
export async function launchTokenUsedAt(server: TConformanceServer, launchToken: string) {
  const row = await server.db
    .selectFrom('game_launch_token')
    .select('used_at')
    .where('token_hash', '=', hashSessionToken(launchToken))
    .executeTakeFirstOrThrow();
  return row.used_at;
}

/** Awaits a call that must be refused with `code`; answers the error for further checks. */
export async function expectRefusal(call: Promise<unknown>, code: TErrorCode): Promise<VendorWalletError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if ('value' in outcome) throw new Error(`expected ${code}, got success ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(VendorWalletError);
  expect((outcome.error as VendorWalletError).code).toBe(code);
  return outcome.error as VendorWalletError;
}
