import type { TOperatorRole } from '@kirin/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TAppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { touchOperatorSession, type TOperatorPrincipal } from './operator-sessions.js';
import { hashSessionToken, isWellFormedToken } from '../../../platform/auth/session-token.js';

declare module 'fastify' {
  // Declaration merging needs interfaces here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** Set by requireOperator on the operator routes. */
    operator?: TOperatorPrincipal;
  }
}

export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

type TRequireOptions = {
  /** Only operators without a merchant scope: managing operators must not let a scoped owner widen its scope. */
  isEveryMerchantRequired?: boolean;
};

/**
 * A preHandler that lets a request through only with a live operator session (401 OPERATOR_NOT_LOGGED_IN)
 * whose role is one of `roles` (403 FORBIDDEN); no roles means any role.
 */
export function requireOperator(
  ctx: TAppContext,
  roles: readonly TOperatorRole[] = [],
  options: TRequireOptions = {},
): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = request.headers[OPERATOR_TOKEN_HEADER];
    if (!isWellFormedToken(token)) throw new AppError('OPERATOR_NOT_LOGGED_IN');
    const principal = await touchOperatorSession(ctx.db, hashSessionToken(token));
    if (!principal) throw new AppError('OPERATOR_NOT_LOGGED_IN');
    request.operator = principal;
    if (roles.length > 0 && !roles.includes(principal.role as TOperatorRole)) throw new AppError('FORBIDDEN');
    if (options.isEveryMerchantRequired && principal.merchantIds !== null) throw new AppError('FORBIDDEN');
  };
}

/** The principal of a request that passed requireOperator. */
export function operatorOf(request: FastifyRequest): TOperatorPrincipal {
  if (!request.operator) throw new AppError('OPERATOR_NOT_LOGGED_IN');
  return request.operator;
}

/** Whether an operator may act on a merchant. */
export function canActOnMerchant(operator: TOperatorPrincipal, merchantId: bigint): boolean {
  return operator.merchantIds === null || operator.merchantIds.includes(merchantId);
}
