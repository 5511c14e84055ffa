import {
  isTrialAccount,
  MAIN_WALLET,
  ZConsolidated,
  ZLineTransferRequest,
  ZMerchantWallet,
  ZSuccess,
  ZTransactionPage,
  ZTransactionQuery,
  ZTransferTargets,
  ZWalletBalance,
  ZWalletTransferRequest,
  type TWalletBalance,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { sealedBody } from '../../platform/sealed-body.js';
import { memberOf, requireMember } from '../auth/require-member.js';
import { getConsolidated } from './get-consolidated.js';
import { listMemberTransactions } from './list-member-transactions.js';
import { listTransferTargets } from './list-transfer-targets.js';
import { readOfferedWallets } from './offered-wallets.js';
import { countUnreadMessages } from '../messages/count-unread-messages.js';
import { findMessageReader } from '../messages/messages.queries.js';
import { readDemoBalance, readMissionCount, readWalletBalance } from './read-wallet-balance.js';
import { transferAlongLine } from './transfer-along-line.js';
import { transferBetweenWallets } from './transfer-between-wallets.js';

/** Member wallet calls: balances, wallet transfers, consolidated config, account record, line transfers. */
export function walletRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['wallet'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);
    const memberOrTrial = requireMember(ctx, { isTrialAllowed: true });
    // The balance and the wallet list stay readable in a withdrawal-only session; transfers do not.
    const balanceReader = requireMember(ctx, { isTrialAllowed: true, isAllowedInWithdrawalSession: true });

    const balanceOf = async (request: FastifyRequest): Promise<TWalletBalance> => {
      const principal = memberOf(request);
      if (isTrialAccount(principal.accountType))
        return readDemoBalance(ctx.db, request.merchant, principal.id);
      const offered = await readOfferedWallets(ctx, request.merchant.id);
      const [balance, unreadMessage, missionCount] = await Promise.all([
        readWalletBalance(ctx.db, request.merchant, offered, principal.id),
        findMessageReader(ctx.db, principal.id, request.merchant.id).then((reader) =>
          countUnreadMessages(ctx.db, reader),
        ),
        readMissionCount(ctx.db, request.merchant, principal.id),
      ]);
      return { ...balance, unreadMessage, missionCount };
    };

    app.get(
      '/wps/v2/wallets/balance',
      {
        preHandler: balanceReader,
        schema: {
          tags,
          security,
          summary: 'Balances of every wallet and their sum (a trial account: its demo balance)',
          response: { 200: ZSuccess(ZWalletBalance) },
        },
      },
      async (request) => ok(await balanceOf(request)),
    );

    app.get(
      '/wps/relay/GCS_merchantWallet',
      {
        preHandler: balanceReader,
        schema: {
          tags,
          security,
          summary: 'The wallets the merchant offers; isSingle without transfer-mode vendors',
          response: { 200: ZSuccess(ZMerchantWallet) },
        },
      },
      async (request) => {
        const wallets = await readOfferedWallets(ctx, request.merchant.id);
        return ok({ isSingle: wallets.every((w) => w.mode === 'MAIN'), wallets });
      },
    );

    app.post(
      '/wps/relay/GCS_walletTransfer',
      {
        // During an exclusion the money left in a transfer-mode vendor wallet must come home to be withdrawn:
        // a withdrawal-only session may move money back to MAIN, never out of it.
        preHandler: requireMember(ctx, { isAllowedInWithdrawalSession: true }),
        schema: {
          tags,
          security,
          summary: 'Move money between the main wallet and a transfer-mode vendor wallet, all or nothing',
          body: ZWalletTransferRequest,
          response: { 200: ZSuccess(ZWalletBalance) },
        },
      },
      async (request) => {
        const principal = memberOf(request);
        if (principal.isWithdrawalOnly && request.body.toWallet !== MAIN_WALLET)
          throw new AppError('WITHDRAWAL_ONLY_SESSION');
        await transferBetweenWallets(ctx.db, request.merchant, principal.id, request.body);
        return ok(await balanceOf(request));
      },
    );

    app.get(
      '/wps/member/info/funds/consolidated',
      {
        preHandler: memberOrTrial,
        schema: {
          tags,
          security,
          summary: 'Agent contract flags (spec section 3); every field "0" for members',
          response: { 200: ZSuccess(ZConsolidated) },
        },
      },
      async (request) => ok(await getConsolidated(ctx.db, request.merchant, memberOf(request))),
    );

    app.get(
      '/wps/relay/ODSFE2_MemTransDet',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: "The member's account record, newest first, with type, day and wallet filters",
          querystring: ZTransactionQuery,
          response: { 200: ZSuccess(ZTransactionPage) },
        },
      },
      async (request) =>
        ok(
          await listMemberTransactions(
            ctx.db,
            memberOf(request).id,
            request.query,
            request.merchant.brand.timeZone,
          ),
        ),
    );

    app.get(
      '/wps/member/transfer/line',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Who the member may transfer to: its upline and its direct downlines',
          response: { 200: ZSuccess(ZTransferTargets) },
        },
      },
      async (request) => ok(await listTransferTargets(ctx.db, request.merchant, memberOf(request).id)),
    );

    app.post(
      '/wps/member/transfer/line',
      {
        preValidation: sealedBody(ctx),
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Transfer to the own upline or a direct downline, with the payment password (E)',
          description: 'The body is sealed with the merchant key (see docs/encrypted-payloads.md).',
          body: ZLineTransferRequest,
          response: { 200: ZSuccess(ZWalletBalance) },
        },
      },
      async (request) => {
        await transferAlongLine(ctx.db, request.merchant, memberOf(request), request.body);
        return ok(await balanceOf(request));
      },
    );
  };
}
