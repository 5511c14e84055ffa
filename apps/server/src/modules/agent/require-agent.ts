import { isAgentAccount } from '@kirin/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { memberOf, requireMember } from '../auth/require-member.js';

/**
 * A preHandler for every agent-centre call: a live member session (NOT_LOGGED_IN), a real account
 * (TRIAL_ACCOUNT → in_need_true_account), then an agent type 1, 2, 41 or 42 (NON_AGENT_LOGIN).
 */
export function requireAgent(ctx: TAppContext): preHandlerAsyncHookHandler {
  const member = requireMember(ctx);
  return async function checkAgent(this: unknown, request, reply) {
    await member.call(this as never, request, reply);
    if (!isAgentAccount(memberOf(request).accountType)) throw new AppError('NON_AGENT_LOGIN');
  };
}
