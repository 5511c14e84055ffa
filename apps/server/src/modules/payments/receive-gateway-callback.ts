import { createHash } from 'node:crypto';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { decideCallback } from './callback-status-rule.js';
import { creditDeposit, lockDeposit, merchantCurrency } from './credit-deposit.js';
import type { TGatewayEvent, TPaymentGatewayAdapter } from './gateways/payment-gateway.js';
import { openSecret } from '../../platform/secrets/seal-secret.js';

/** What became of a verified callback; kept in deposit_callback.outcome. */
export type TCallbackOutcome = 'CREDITED' | 'FAILED' | 'DUPLICATE' | 'IGNORED' | 'MISMATCH';

type TCallbackRecord = { depositId: bigint; event: TGatewayEvent; outcome: TCallbackOutcome };

/**
 * The most of a verified callback's body kept with it: a gateway's notice is a few hundred bytes, and even a
 * signed body is not worth more room than this. A longer one is kept as its size and digest.
 */
export const STORED_BODY_MAX_BYTES = 8 * 1024;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text jsonb takes: no NUL, and a lone surrogate half (which JSON can escape but jsonb refuses) as U+FFFD. */
function storableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd');
}

/** The same JSON value with every key and string storable (a walk of the parsed value, not of its text). */
function storableValue(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableValue);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableValue(v)]));
}

/** The body as a jsonb value: the parsed JSON when small enough (only what jsonb can hold), else its size and SHA-256. */
function toJsonColumn(rawBody: Buffer): string {
  if (rawBody.length > STORED_BODY_MAX_BYTES)
    return JSON.stringify({
      omitted: 'too_large',
      bytes: rawBody.length,
      sha256: createHash('sha256').update(rawBody).digest('hex'),
    });
  return JSON.stringify(storableValue(JSON.parse(rawBody.toString('utf8'))));
}

/** Only verified callbacks are kept: what an unauthenticated caller sends is refused without a write. */
async function recordCallback(db: TDb, rawBody: Buffer, record: TCallbackRecord): Promise<void> {
  await db
    .insertInto('deposit_callback')
    .values({
      deposit_id: record.depositId,
      gateway_order_id: record.event.gatewayOrderId,
      event_id: record.event.eventId,
      status: record.event.status,
      is_signature_valid: true,
      outcome: record.outcome,
      body: toJsonColumn(rawBody),
    })
    .execute();
}

/** An event this deposit already applied (same event id, verified): the gateway is retrying it. */
async function isEventSeen(trx: TDb, depositId: bigint, eventId: string): Promise<boolean> {
  const seen = await trx
    .selectFrom('deposit_callback')
    .select('id')
    .where('deposit_id', '=', depositId)
    .where('event_id', '=', eventId)
    .where('is_signature_valid', '=', true)
    .where('outcome', 'in', ['CREDITED', 'FAILED', 'DUPLICATE', 'IGNORED'])
    .executeTakeFirst();
  return seen !== undefined;
}

/**
 * Handles one gateway callback over its raw body (the signature covers the bytes as sent). Nothing is written
 * before the signature is checked: a malformed body → BAD_REQUEST, an unknown order or a bad signature →
 * SIGNATURE_INVALID, and no row is kept of them (the request log has the refusal). A verified callback is
 * recorded with its outcome (body bounded by STORED_BODY_MAX_BYTES); an amount, currency or order that does
 * not match the deposit → VALIDATION_FAILED, nothing else changes. Otherwise the deposit row is locked and the
 * status rule (callback-status-rule.ts) decides; a credit goes through the ledger in the same transaction as
 * the deposit's new status.
 */
export async function receiveGatewayCallback(
  db: TDb,
  gateway: TPaymentGatewayAdapter,
  rawBody: Buffer,
  headers: Record<string, unknown>,
): Promise<TCallbackOutcome> {
  const event = gateway.parseCallback(rawBody);
  if (!event) throw new AppError('BAD_REQUEST');
  const target = await db
    .selectFrom('deposit')
    .innerJoin('payment_method', 'payment_method.id', 'deposit.method_id')
    .select(['deposit.id', 'payment_method.gateway_secret'])
    .where('deposit.gateway_order_id', '=', event.gatewayOrderId)
    .where('payment_method.gateway', '=', gateway.gateway)
    .executeTakeFirst();
  // Without our order we hold no secret to check it with: as unverifiable as a bad signature.
  const secret = target?.gateway_secret ? openSecret('gateway-secret', target.gateway_secret) : null;
  if (!target || !secret || !gateway.isSignatureValid(rawBody, headers, secret))
    throw new AppError('SIGNATURE_INVALID');

  const outcome = await db.transaction().execute(async (trx): Promise<TCallbackOutcome> => {
    const deposit = await lockDeposit(trx, { id: target.id });
    if (!deposit) throw new Error(`deposit ${target.id} vanished`);
    const currency = await merchantCurrency(trx, deposit.merchant_id);
    let result: TCallbackOutcome;
    if (
      event.merchantOrderId !== deposit.id.toString() ||
      event.amountMinor !== deposit.amount_minor ||
      event.currency.toUpperCase() !== currency.toUpperCase()
    ) {
      result = 'MISMATCH';
    } else if (await isEventSeen(trx, deposit.id, event.eventId)) {
      result = 'DUPLICATE';
    } else {
      const decision = decideCallback(deposit.status, event.status);
      switch (decision) {
        case 'CREDIT':
          await creditDeposit(trx, deposit);
          result = 'CREDITED';
          break;
        case 'FAIL':
          await trx
            .updateTable('deposit')
            .set({ status: 'FAILED', updated_at: new Date() })
            .where('id', '=', deposit.id)
            .execute();
          result = 'FAILED';
          break;
        case 'DUPLICATE':
          result = 'DUPLICATE';
          break;
        case 'IGNORE':
          result = 'IGNORED';
          break;
        default: {
          const unknown: never = decision;
          throw new Error(`unknown decision ${String(unknown)}`);
        }
      }
    }
    await recordCallback(trx, rawBody, { depositId: deposit.id, event, outcome: result });
    return result;
  });
  if (outcome === 'MISMATCH') throw new AppError('VALIDATION_FAILED', { body: 'does_not_match_deposit' });
  return outcome;
}
