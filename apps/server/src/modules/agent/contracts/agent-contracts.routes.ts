import {
  CONTRACT_PATHS,
  CONTRACT_TYPES,
  ZContractAnswer,
  ZContractCall,
  ZSuccess,
  type TContractTypeName,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf } from '../../auth/require-member.js';
import { requireAgent } from '../require-agent.js';
import { decideContract } from './decide-contract.js';
import { offerContract } from './offer-contract.js';
import { readContracts } from './read-contracts.js';

const SUMMARY: Record<TContractTypeName, string> = {
  DIVIDEND: 'Dividend contract',
  DAILY_SALARY: 'Daily salary contract',
  HOURLY_SALARY: 'Hourly salary contract',
  REALTIME_SALARY: 'Real-time salary contract',
};

/**
 * The spec's four contract calls (section 7). Each path answers the caller's contract of its type, the
 * requests addressed to it and its direct downlines' contracts; with an action it first offers (NEW),
 * asks to end (TERMINATION), accepts (A), rejects (R) or cancels (C). GET reads the action from the query
 * (tiers as JSON), POST from the body: the spec names one method per call, the vendor site uses both.
 */
export function agentContractRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['agent contracts'];
    const security = [{ memberToken: [] }];
    const agent = requireAgent(ctx);

    const handle = async (
      merchant: { id: bigint; brand: { timeZone: string } },
      agentId: bigint,
      type: TContractTypeName,
      call: z.infer<typeof ZContractCall>,
    ) => {
      if (call.action === 'NEW') {
        await offerContract(ctx.db, merchant.id, agentId, type, call);
      } else if (call.action) {
        await decideContract(ctx.db, merchant.id, agentId, type, call.action, call, merchant.brand.timeZone);
      }
      return ok(await readContracts(ctx.db, merchant.id, agentId, type, call));
    };

    for (const type of CONTRACT_TYPES) {
      const schema = { tags, security, summary: SUMMARY[type], response: { 200: ZSuccess(ZContractAnswer) } };
      app.get(
        CONTRACT_PATHS[type],
        { preHandler: agent, schema: { ...schema, querystring: ZContractCall } },
        async (request) => handle(request.merchant, memberOf(request).id, type, request.query),
      );
      app.post(
        CONTRACT_PATHS[type],
        { preHandler: agent, schema: { ...schema, body: ZContractCall.optional() } },
        async (request) =>
          handle(request.merchant, memberOf(request).id, type, request.body ?? ZContractCall.parse({})),
      );
    }
  };
}
