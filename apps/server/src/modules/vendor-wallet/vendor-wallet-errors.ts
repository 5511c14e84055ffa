import { ERROR_CATALOGUE, type TErrorCode } from '@kirin/contracts';

export type TVendorCall = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'bet-and-win';

/** What each refusal means to a vendor, per call: the OpenAPI description lists them (docs/vendor-wallet.md). */
const COMMON: [TErrorCode, string][] = [
  [
    'SIGNATURE_INVALID',
    'missing or wrong X-Signature, X-Timestamp or X-Nonce, or an unknown, disabled or transfer-mode ' +
      'merchant/vendor pair; details.reason `timestamp` (more than 5 minutes off) or `replayed` ' +
      '(nonce seen before)',
  ],
  ['FORBIDDEN', "the caller's IP is not on the vendor's allow-list"],
  ['BAD_REQUEST', 'the body is not JSON'],
  [
    'VALIDATION_FAILED',
    "a field is malformed, or the currency is not the merchant's (details name the field)",
  ],
];
const PLAYER: [TErrorCode, string][] = [
  ['NOT_FOUND', 'no such player: unknown, disabled or trial member of this merchant'],
];
const REUSED: [TErrorCode, string][] = [
  [
    'IDEMPOTENCY_KEY_REUSED',
    'this transactionId was used for another call (other kind, player, round or amount)',
  ],
];

const BET_REFUSALS: [TErrorCode, string][] = [
  ['GAME_SESSION_INVALID', 'sessionToken unknown, ended, expired, or of another player or vendor'],
  ['INSUFFICIENT_FUNDS', 'details.balance is the available balance; nothing was recorded'],
  [
    'BET_ABOVE_WAGER_MAXIMUM',
    'the player has an open bonus wager and the stake is above the maximum bet while wagering; details.maximum; nothing recorded',
  ],
  [
    'PROTECTION_LIMIT_REACHED',
    "the stake would pass the player's wager or loss limit (docs/player-protection.md); details.kind, " +
      'details.period, details.limit and details.remaining (the largest stake allowed now); the round ' +
      'does not start, nothing recorded; the same transactionId may be sent again once the limit allows it',
  ],
];

const ERRORS_BY_CALL: Record<TVendorCall, [TErrorCode, string][]> = {
  authenticate: [
    ...COMMON,
    ['LAUNCH_TOKEN_INVALID', 'unknown, already exchanged, or issued for another vendor'],
    ['LAUNCH_TOKEN_EXPIRED', 'older than its 2 minutes; the player launches again'],
    ...PLAYER,
  ],
  balance: [...COMMON, ...PLAYER],
  bet: [
    ...COMMON,
    ...PLAYER,
    ...BET_REFUSALS,
    ['ROUND_SETTLED', 'a win has already settled this round'],
    ['TRANSACTION_ROLLED_BACK', 'a rollback of this transactionId arrived before the bet'],
    ...REUSED,
  ],
  win: [
    ...COMMON,
    ...PLAYER,
    ['ROUND_NOT_FOUND', 'no bet of this player in this round (yet): nothing recorded, retry after the bet'],
    [
      'AMOUNT_ABOVE_MAXIMUM',
      "the round's payout would pass the integration's ceiling; details.maximum is what this win may still " +
        'pay; nothing recorded, the round stays open',
    ],
    ...REUSED,
  ],
  'bet-and-win': [
    ...COMMON,
    ...PLAYER,
    ...BET_REFUSALS,
    ['ROUND_SETTLED', 'a win has already settled this round (use a new roundId per call)'],
    ['TRANSACTION_ROLLED_BACK', 'a rollback of betTransactionId arrived before this call'],
    [
      'AMOUNT_ABOVE_MAXIMUM',
      "winAmount would pass the integration's payout ceiling; details.maximum; nothing recorded, not even the bet",
    ],
    [
      'IDEMPOTENCY_KEY_REUSED',
      'betTransactionId or winTransactionId was used for another call (other kind, player, round or amount)',
    ],
  ],
  rollback: [
    ...COMMON,
    ['NOT_FOUND', 'the player is unknown, or the original is not a bet of this player and round'],
    ['ROUND_SETTLED', "a win has settled the original bet's round: it can no longer be refunded"],
    ...REUSED,
  ],
};

/** The OpenAPI description of a vendor call: the signature rule, then every error code it can answer. */
export function describeVendorCall(call: TVendorCall): string {
  const lines = ERRORS_BY_CALL[call].map(
    ([code, meaning]) => `- \`${code}\` (HTTP ${ERROR_CATALOGUE[code].status}): ${meaning}`,
  );
  return [
    'Signed: X-Signature is the hex HMAC-SHA256, with the vendor secret, of',
    '`<X-Timestamp>.<X-Nonce>.<raw body>`; X-Timestamp (Unix seconds) within 5 minutes of the server clock,',
    'X-Nonce (16-64 of A-Z a-z 0-9 _ -) never sent before.',
    'Failures answer `{ success: false, code, message, details? }`. Error codes:',
    ...lines,
  ].join('\n');
}

/** The codes a call can answer (the OpenAPI test checks each is in the description). */
export function errorCodesOf(call: TVendorCall): TErrorCode[] {
  return ERRORS_BY_CALL[call].map(([code]) => code);
}
