import type { TDeposit, TDepositRequest, TPaymentGateway } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { choosePromotionForDeposit } from '../promotions/catalogue/deposit-promotion.js';
import { checkProtectionLimits } from '../protection/limits/index.js';
import { findMemberDeposit, toDepositView, type TDepositRow } from './deposit-view.js';
import { paymentGatewayFor } from './gateways/payment-gateway-for.js';
import { METHOD_COLUMNS, parseBankDetails, sumDepositedToday, type TMethodRow } from './payments.queries.js';
import { openSecretOrNull } from '../../platform/secrets/seal-secret.js';

export type TDepositUrls = { siteOrigin: string; callbackUrl: string };

const MINUTE_MS = 60_000;

/** A method the member may deposit through now: enabled, of this merchant, and fully configured. */
async function findUsableMethod(
  db: TDb,
  merchantId: bigint,
  methodId: bigint,
  gateways: readonly TPaymentGateway[],
): Promise<TMethodRow> {
  const method = await db
    .selectFrom('payment_method')
    .select(METHOD_COLUMNS)
    .where('id', '=', methodId)
    .where('merchant_id', '=', merchantId)
    .where('is_enabled', '=', true)
    .executeTakeFirst();
  if (!method || !gateways.includes(method.gateway)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  const isConfigured =
    method.gateway === 'SANDBOX'
      ? method.gateway_secret !== null
      : parseBankDetails(method.bank_details) !== null;
  if (!isConfigured) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  return method;
}

async function checkLimits(
  db: TDb,
  memberId: bigint,
  method: TMethodRow,
  amountMinor: bigint,
): Promise<void> {
  if (amountMinor < method.min_minor)
    throw new AppError('AMOUNT_BELOW_MINIMUM', { minAmount: `${method.min_minor}` });
  if (amountMinor > method.max_minor)
    throw new AppError('AMOUNT_ABOVE_MAXIMUM', { maxAmount: `${method.max_minor}` });
  const used = (await sumDepositedToday(db, memberId, method.id)).get(method.id) ?? 0n;
  if (used + amountMinor > method.daily_max_minor) {
    const remaining = method.daily_max_minor > used ? method.daily_max_minor - used : 0n;
    throw new AppError('DAILY_LIMIT_EXCEEDED', { remaining: `${remaining}` });
  }
}

/**
 * Records the deposit (idempotent per member and requestId). The member's deposits are serialised by an
 * advisory lock, so two requests at once cannot both fit under the daily limit (nor the member's own limits), and a retried requestId finds
 * the first deposit: the same request answers it again, another request under that id is refused.
 */
async function recordDeposit(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  request: TDepositRequest,
  gateways: readonly TPaymentGateway[],
): Promise<bigint> {
  const methodId = BigInt(request.methodId);
  const amountMinor = BigInt(request.amount);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`deposit:${memberId}`}, 0))`.execute(trx);
    const earlier = await trx
      .selectFrom('deposit')
      .select(['id', 'method_id', 'amount_minor'])
      .where('member_id', '=', memberId)
      .where('request_id', '=', request.requestId)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.method_id !== methodId || earlier.amount_minor !== amountMinor) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      }
      return earlier.id;
    }
    const method = await findUsableMethod(trx, merchant.id, methodId, gateways);
    await checkLimits(trx, memberId, method, amountMinor);
    // The member's own deposit limits (issue 21): the requests still waiting count too.
    await checkProtectionLimits(trx, memberId, 'deposit', amountMinor);
    const now = Date.now();
    const created = await trx
      .insertInto('deposit')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        method_id: method.id,
        request_id: request.requestId,
        amount_minor: amountMinor,
        expires_at: new Date(now + merchant.settings.wallet.depositExpiryMinutes * MINUTE_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (request.promotionId !== undefined)
      await choosePromotionForDeposit(trx, {
        merchantId: merchant.id,
        memberId,
        promotionId: BigInt(request.promotionId),
        depositId: created.id,
        amountMinor,
      });
    return created.id;
  });
}

/**
 * Opens the gateway order of a deposit that has none yet, outside the deposit's transaction (a real PSP is
 * a network call). A retry of the same requestId comes back here if the first attempt lost its order.
 */
async function ensureGatewayOrder(
  db: TDb,
  merchant: TMerchant,
  deposit: TDepositRow,
  urls: TDepositUrls,
): Promise<TDepositRow> {
  if (deposit.gateway !== 'SANDBOX' || deposit.gateway_order_id !== null || deposit.status !== 'CREATED') {
    return deposit;
  }
  const secret = await db
    .selectFrom('payment_method')
    .select('gateway_secret')
    .where('id', '=', deposit.method_id)
    .executeTakeFirstOrThrow();
  const order = await paymentGatewayFor(deposit.gateway).createOrder(db, {
    depositId: deposit.id,
    amountMinor: deposit.amount_minor,
    currency: merchant.brand.currency,
    method: {
      gatewaySecret: openSecretOrNull('gateway-secret', secret.gateway_secret),
      bankDetails: parseBankDetails(deposit.bank_details),
    },
    siteOrigin: urls.siteOrigin,
    callbackUrl: urls.callbackUrl,
  });
  await db
    .updateTable('deposit')
    .set({ gateway_order_id: order.gatewayOrderId, updated_at: new Date() })
    .where('id', '=', deposit.id)
    .where('gateway_order_id', 'is', null)
    .execute();
  // Two retries at once may both have asked the gateway: the order stored first is the deposit's.
  const stored = await db
    .selectFrom('deposit')
    .select(['gateway_order_id', 'updated_at'])
    .where('id', '=', deposit.id)
    .executeTakeFirstOrThrow();
  return { ...deposit, gateway_order_id: stored.gateway_order_id, updated_at: stored.updated_at };
}

/** POST /wps/payment/deposits: checks the method and the limits, records the deposit, opens the gateway order. */
export async function createDeposit(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  request: TDepositRequest,
  urls: TDepositUrls,
  gateways: readonly TPaymentGateway[],
): Promise<TDeposit> {
  const depositId = await recordDeposit(db, merchant, memberId, request, gateways);
  const deposit = await findMemberDeposit(db, memberId, depositId);
  if (!deposit) throw new Error(`deposit ${depositId} vanished`);
  return toDepositView(await ensureGatewayOrder(db, merchant, deposit, urls), urls.siteOrigin);
}
