import { ZVendorWalletAnswer, type TVendorWalletAnswer } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { fromWalletFunctionError } from './call-wallet-function.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import { nonceExpirySeconds, type TVendorNonce } from './vendor-nonce.js';

/** One seamless bet or win, as vendor_post_group (migration 0051) takes it. */
export type TGroupedCall = {
  kind: 'BET' | 'WIN';
  peer: TVendorWalletPeer;
  nonce: TVendorNonce;
  memberId: bigint;
  currency: string;
  houseIds: bigint[];
  /** Bets only: the SHA-256 of the game session token. */
  sessionHash?: Buffer;
  transactionId: string;
  roundId: string;
  gameCode?: string | null;
  amount: number;
};

type TWaiting = {
  call: TGroupedCall;
  /** The same call alone (callWalletFunction): for a group of one, a KV403 item, or a group that failed. */
  alone: () => Promise<TVendorWalletAnswer>;
  resolve: (answer: TVendorWalletAnswer) => void;
  reject: (error: unknown) => void;
};

type TItemRow = { ord: number; answer: unknown; error_code: string | null; error_detail: string | null };

const toItem = ({ peer, nonce, memberId, houseIds, sessionHash, ...call }: TGroupedCall) => ({
  kind: call.kind,
  merchantId: String(peer.merchantId),
  vassalage: peer.vassalage,
  memberId: String(memberId),
  currency: call.currency,
  houseIds: houseIds.map(String),
  sessionHash: sessionHash?.toString('hex') ?? null,
  transactionId: call.transactionId,
  roundId: call.roundId,
  gameCode: call.gameCode ?? null,
  amount: call.amount,
  nonce: nonce.nonce,
  nonceExpiresAt: nonceExpirySeconds(nonce),
});

const settleWith = (waiting: TWaiting, work: Promise<TVendorWalletAnswer>) =>
  work.then(waiting.resolve, waiting.reject);

/**
 * Group posting (issue 22): the seamless bets and wins that arrive within `windowMs` of the first waiting
 * one (or `maxItems` of them, whichever comes first) go to the database as one statement and one commit.
 * Each keeps its own idempotency key, answer and refusal (vendor_post_group runs each in a subtransaction).
 * Nothing is answered before the group has committed; nothing that matters stays in this process (a call
 * waits here at most `windowMs`, and a process that dies before sending its group has written nothing).
 */
export class WalletPostingGroup {
  private waiting: TWaiting[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: TDb,
    private readonly windowMs: number,
    private readonly maxItems: number,
  ) {}

  /** Posts `call` with the next group; `alone` is the same call on its own. */
  post(call: TGroupedCall, alone: () => Promise<TVendorWalletAnswer>): Promise<TVendorWalletAnswer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ call, alone, resolve, reject });
      if (this.waiting.length >= this.maxItems) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.windowMs);
    });
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const group = this.waiting;
    this.waiting = [];
    if (group.length === 1) void settleWith(group[0]!, group[0]!.alone());
    else if (group.length > 1) void this.send(group);
  }

  private async send(group: TWaiting[]): Promise<void> {
    let rows: TItemRow[];
    try {
      const items = JSON.stringify(group.map((w) => toItem(w.call)));
      ({ rows } = await sql<TItemRow>`SELECT ord, answer, error_code, error_detail
        FROM vendor_post_group(${items}::jsonb)`.execute(this.db));
    } catch {
      // The group's transaction was undone whole (nothing written, no nonce spent): each call goes alone.
      for (const waiting of group) void settleWith(waiting, waiting.alone());
      return;
    }
    for (const row of rows) {
      const waiting = group[row.ord - 1]!;
      if (row.error_code === null) {
        waiting.resolve(ZVendorWalletAnswer.parse(row.answer));
      } else if (row.error_code === 'KV403') {
        // No main account yet: the call alone makes it (its nonce was not spent) and runs again.
        void settleWith(waiting, waiting.alone());
      } else if (row.error_code === 'REPLAYED') {
        waiting.reject(new AppError('SIGNATURE_INVALID', { reason: 'replayed' }));
      } else {
        const failure = Object.assign(new Error(`vendor wallet: grouped call refused (${row.error_code})`), {
          code: row.error_code,
          detail: row.error_detail ?? undefined,
        });
        waiting.reject(fromWalletFunctionError(failure));
      }
    }
  }
}
