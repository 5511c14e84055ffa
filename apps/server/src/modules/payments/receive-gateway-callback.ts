import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { decideCallback } from './callback-status-rule.js';
import { creditDeposit, lockDeposit, merchantCurrency } from './credit-deposit.js';
import type { TGatewayEvent, TPaymentGatewayAdapter } from './gateways/payment-gateway.js';

/** What became of a callback; kept in deposit_callback.outcome. */
export type TCallbackOutcome =
  | 'CREDITED'
  | 'FAILED'
  | 'DUPLICATE'
  | 'IGNORED'
  | 'MISMATCH'
  | 'MALFORMED'
  | 'UNKNOWN_ORDER'
  | 'SIGNATURE_INVALID';

type TCallbackRecord = {
  depositId: bigint | null;
  event: TGatewayEvent | undefined;
  isSignatureValid: boolean;
  outcome: TCallbackOutcome;
};

const STORED_RAW_CHARS = 4000;

/** The body as a jsonb value: the parsed JSON, or the start of the raw text; never a NUL (jsonb refuses it). */
function toJsonColumn(rawBody: Buffer): string {
  const text = rawBody.toString('utf8');
  let json: string;
  try {
    json = JSON.stringify(JSON.parse(text));
  } catch {
    json = JSON.stringify({ raw: text.slice(0, STORED_RAW_CHARS) });
  }
  return json.replace(/\\u0000/g, '');
}

async function recordCallback(db: TDb, rawBody: Buffer, record: TCallbackRecord): Promise<void> {
  await db
    .insertInto('deposit_callback')
    .values({
      deposit_id: record.depositId,
      gateway_order_id: record.event?.gatewayOrderId ?? null,
      event_id: record.event?.eventId ?? null,
      status: record.event?.status ?? null,
      is_signature_valid: record.isSignatureValid,
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
 * Handles one gateway callback over its raw body (the signature covers the bytes as sent). Every callback
 * is recorded, good or bad. A bad signature → SIGNATURE_INVALID and nothing else changes; an amount,
 * currency or order that does not match the deposit → VALIDATION_FAILED, nothing changes. Otherwise the
 * deposit row is locked and the status rule (callback-status-rule.ts) decides; a credit goes through the
 * ledger in the same transaction as the deposit's new status.
 */
export async function receiveGatewayCallback(
  db: TDb,
  gateway: TPaymentGatewayAdapter,
  rawBody: Buffer,
  headers: Record<string, unknown>,
): Promise<TCallbackOutcome> {
  const event = gateway.parseCallback(rawBody);
  if (!event) {
    await recordCallback(db, rawBody, {
      depositId: null,
      event,
      isSignatureValid: false,
      outcome: 'MALFORMED',
    });
    throw new AppError('BAD_REQUEST');
  }
  const target = await db
    .selectFrom('deposit')
    .innerJoin('payment_method', 'payment_method.id', 'deposit.method_id')
    .select(['deposit.id', 'payment_method.gateway_secret'])
    .where('deposit.gateway_order_id', '=', event.gatewayOrderId)
    .where('payment_method.gateway', '=', gateway.gateway)
    .executeTakeFirst();
  // Without our order we hold no secret to check it with: as unverifiable as a bad signature.
  if (!target?.gateway_secret) {
    await recordCallback(db, rawBody, {
      depositId: null,
      event,
      isSignatureValid: false,
      outcome: 'UNKNOWN_ORDER',
    });
    throw new AppError('SIGNATURE_INVALID');
  }
  if (!gateway.isSignatureValid(rawBody, headers, target.gateway_secret)) {
    await recordCallback(db, rawBody, {
      depositId: target.id,
      event,
      isSignatureValid: false,
      outcome: 'SIGNATURE_INVALID',
    });
    throw new AppError('SIGNATURE_INVALID');
  }

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
    await recordCallback(trx, rawBody, {
      depositId: deposit.id,
      event,
      isSignatureValid: true,
      outcome: result,
    });
    return result;
  });
  if (outcome === 'MISMATCH') throw new AppError('VALIDATION_FAILED', { body: 'does_not_match_deposit' });
  return outcome;
}
