import {
  ZBonusGrant,
  ZBonusGrantPage,
  ZBonusSettings,
  ZBonusSettingsUpdate,
  ZMerchantCodeParams,
  ZOpsBonusGrantParams,
  ZOpsBonusGrantQuery,
  ZOpsBonusGrantRequest,
  ZOpsBonusRevokeRequest,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { AppError } from '../../../platform/errors.js';
import { actorOf, writeAudit } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { readBonusSettings, toGrantView } from './bonus.queries.js';
import { forfeitBonus } from './forfeit-bonus.js';
import { grantBonus } from './grant-bonus.js';
import { listBonusGrants } from './list-bonus-grants.js';
import { refreshWagering } from './refresh-wagering.js';
import { saveBonusSettings } from './save-bonus-settings.js';

const DAY_MS = 86_400_000;

const currencyOf = (merchant: { brand: unknown }) =>
  (merchant.brand as { currency?: string }).currency ?? 'VND';

/**
 * The operator's side of bonus money: manual grants and revocations with a reason, a member's grants, the
 * wagering weights and limits per merchant. Owners and finance act; every operator reads. Each action audited.
 */
export function bonusOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: bonus'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const finance = requireOperator(ctx, ['owner', 'finance']);

    const findMember = async (merchantId: bigint, username: string) => {
      const member = await ctx.db
        .selectFrom('member')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      if (!member) throw new AppError('NOT_FOUND', { username: 'not_found' });
      return member.id;
    };

    app.post(
      '/merchants/:code/bonus/grants',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Grants a manual bonus with its wager (requestId makes a retry answer the same grant)',
          params: ZMerchantCodeParams,
          body: ZOpsBonusGrantRequest,
          response: { 200: ZSuccess(ZBonusGrant) },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const merchant = await findMerchantForOperator(ctx.db, operator, request.params.code);
        const body = request.body;
        const memberId = await findMember(merchant.id, body.username);
        const idempotencyKey = `manual:${body.requestId}`;
        // A resent request answers the first grant and is not audited again.
        const isReplay = await ctx.db
          .selectFrom('bonus_grant')
          .select('id')
          .where('merchant_id', '=', merchant.id)
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirst();
        const grant = await grantBonus(ctx.db, {
          merchantId: merchant.id,
          memberId,
          currency: currencyOf(merchant),
          amountMinor: BigInt(body.amount),
          depositMinor: BigInt(body.depositAmount),
          wagerBase: body.wagerBase,
          wagerMultiple: body.wagerMultiple,
          source: 'MANUAL',
          sourceRef: `operator:${operator.id}`,
          expiresAt: body.validDays ? new Date(Date.now() + body.validDays * DAY_MS) : null,
          idempotencyKey,
          operatorId: operator.id,
          note: body.reason,
        });
        if (!isReplay)
          await writeAudit(ctx.db, actorOf(request), {
            action: 'bonus.grant',
            merchantId: merchant.id,
            target: `bonus-grant:${grant.id}`,
            after: {
              username: body.username,
              amount: body.amount,
              wagerBase: body.wagerBase,
              wagerMultiple: body.wagerMultiple,
              target: Number(grant.turnover_target_minor),
              reason: body.reason,
            },
          });
        return ok(await toGrantView(ctx.db, grant));
      },
    );

    app.post(
      '/merchants/:code/bonus/grants/:grantId/revoke',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary:
            'Revokes an ACTIVE grant, taking back what remains of the bonus (INVALID_STATE once ended)',
          params: ZOpsBonusGrantParams,
          body: ZOpsBonusRevokeRequest,
          response: { 200: ZSuccess(ZBonusGrant) },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const merchant = await findMerchantForOperator(ctx.db, operator, request.params.code);
        const grantId = BigInt(request.params.grantId);
        const grant = await forfeitBonus(ctx.db, {
          merchantId: merchant.id,
          grantId,
          reason: 'OPERATOR',
          note: request.body.reason,
          operatorId: operator.id,
        });
        await writeAudit(ctx.db, actorOf(request), {
          action: 'bonus.revoke',
          merchantId: merchant.id,
          target: `bonus-grant:${grantId}`,
          before: { status: 'ACTIVE' },
          after: {
            status: grant.status,
            takenBack: Number(grant.taken_back_minor),
            reason: request.body.reason,
          },
        });
        return ok(await toGrantView(ctx.db, grant));
      },
    );

    app.get(
      '/merchants/:code/bonus/grants',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "One member's grants with progress and history (username required)",
          params: ZMerchantCodeParams,
          querystring: ZOpsBonusGrantQuery,
          response: { 200: ZSuccess(ZBonusGrantPage) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        const memberId = await findMember(merchant.id, request.query.username);
        await refreshWagering(ctx.db, memberId);
        return ok(await listBonusGrants(ctx.db, { merchantId: merchant.id, memberId }, request.query));
      },
    );

    app.get(
      '/merchants/:code/bonus/settings',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary:
            'Wagering weights per game category (percent), maximum bet while wagering, lapse threshold',
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(ZBonusSettings) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await readBonusSettings(ctx.db, merchant.id));
      },
    );

    app.put(
      '/merchants/:code/bonus/settings',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Changes the weights given, the maximum bet (null: none) and the lapse threshold',
          params: ZMerchantCodeParams,
          body: ZBonusSettingsUpdate,
          response: { 200: ZSuccess(ZBonusSettings) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        const { before, after } = await saveBonusSettings(ctx.db, merchant.id, request.body);
        await writeAudit(ctx.db, actorOf(request), {
          action: 'bonus.settings',
          merchantId: merchant.id,
          target: `merchant:${merchant.code}`,
          before,
          after,
        });
        return ok(after);
      },
    );
  };
}
