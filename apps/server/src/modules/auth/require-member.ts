import { isTrialAccount } from '@kirin/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hashSessionToken, isWellFormedToken } from '../../platform/auth/session-token.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { endSessionPlay } from '../protection/exclusions/index.js';
import { announceMemberSessionsChanged } from './member-session-revocations.js';
import { findLiveMemberSession, type TMemberPrincipal } from './member-sessions.js';

declare module 'fastify' {
  // Declaration merging needs interfaces here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** Set by requireMember. */
    member?: TMemberPrincipal;
  }
}

type TRequireMemberOptions = {
  /** Trial (free-play) accounts may call this route; by default they get TRIAL_ACCOUNT (in_need_true_account). */
  isTrialAllowed?: boolean;
  /** A session that must change its password first may call this route (info, the change, language, logout). */
  isAllowedBeforePasswordChange?: boolean;
  /**
   * A withdrawal-only session (opened during a time-out or self-exclusion) may call this route: member info,
   * balance, the withdrawal pages and what they need, the protection status, a stricter exclusion, logout.
   * Every other route answers it WITHDRAWAL_ONLY_SESSION.
   */
  isAllowedInWithdrawalSession?: boolean;
};

/** The session token: the Authorization header carries the token itself (a "Bearer " prefix is tolerated). */
export function readMemberToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : header;
  return isWellFormedToken(token) ? token : undefined;
}

/**
 * A preHandler that lets a request through only with a live member session of the request's merchant
 * (NOT_LOGGED_IN otherwise), and only for real accounts unless the route allows trial ones.
 */
export function requireMember(
  ctx: TAppContext,
  options: TRequireMemberOptions = {},
): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = readMemberToken(request);
    if (!token) throw new AppError('NOT_LOGGED_IN');
    const principal = await findLiveMemberSession(
      ctx.db,
      ctx.config,
      hashSessionToken(token),
      request.merchant.id,
    );
    if (!principal) throw new AppError('NOT_LOGGED_IN');
    if (principal.isSessionLimitReached) {
      // The member's own session limit: this session and the games launched from it end now.
      await ctx.db.transaction().execute((trx) => endSessionPlay(trx, principal.tokenHash));
      await announceMemberSessionsChanged(ctx, principal.id);
      throw new AppError('SESSION_LIMIT_REACHED');
    }
    request.member = principal;
    if (principal.isWithdrawalOnly && !options.isAllowedInWithdrawalSession)
      throw new AppError('WITHDRAWAL_ONLY_SESSION');
    if (!options.isTrialAllowed && isTrialAccount(principal.accountType)) throw new AppError('TRIAL_ACCOUNT');
    if (principal.isPasswordChangeRequired && !options.isAllowedBeforePasswordChange)
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
  };
}

/** The principal of a request that passed requireMember. */
export function memberOf(request: FastifyRequest): TMemberPrincipal {
  if (!request.member) throw new AppError('NOT_LOGGED_IN');
  return request.member;
}
