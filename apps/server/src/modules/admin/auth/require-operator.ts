import { canReachOperatorArea, type TOperatorArea, type TOperatorRole } from '@kirin/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
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

/** The request's live operator: the one an area guard already found, else its session token's (401 otherwise). */
async function authenticate(ctx: TAppContext, request: FastifyRequest): Promise<TOperatorPrincipal> {
  if (request.operator) return request.operator;
  const token = request.headers[OPERATOR_TOKEN_HEADER];
  if (!isWellFormedToken(token)) throw new AppError('OPERATOR_NOT_LOGGED_IN');
  const principal = await touchOperatorSession(ctx.db, hashSessionToken(token));
  if (!principal) throw new AppError('OPERATOR_NOT_LOGGED_IN');
  request.operator = principal;
  return principal;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * A preHandler that lets a request through only with a live operator session (401 OPERATOR_NOT_LOGGED_IN)
 * whose role is one of `roles` (403 FORBIDDEN); no roles means any role. The auditor passes every read and
 * only the writes open to any role (its own session and password); the area guard refuses it the others.
 */
export function requireOperator(
  ctx: TAppContext,
  roles: readonly TOperatorRole[] = [],
  options: TRequireOptions = {},
): preHandlerAsyncHookHandler {
  return async (request) => {
    const principal = await authenticate(ctx, request);
    const role = principal.role as TOperatorRole;
    const isAuditorRead = role === 'auditor' && isRead(request);
    if (roles.length > 0 && !roles.includes(role) && !isAuditorRead) throw new AppError('FORBIDDEN');
    if (options.isEveryMerchantRequired && principal.merchantIds !== null) throw new AppError('FORBIDDEN');
  };
}

/**
 * An onRequest guard for every route of an operator area (OPERATOR_AREAS): a role outside the area is refused
 * with 403 before its request is parsed or validated, whatever the route would have allowed.
 */
export function requireOperatorArea(ctx: TAppContext, area: TOperatorArea): onRequestAsyncHookHandler {
  return async (request) => {
    const principal = await authenticate(ctx, request);
    if (!canReachOperatorArea(principal.role as TOperatorRole, area, isRead(request)))
      throw new AppError('FORBIDDEN');
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
