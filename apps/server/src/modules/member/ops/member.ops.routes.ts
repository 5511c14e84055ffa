import {
  ZBetRecordPage,
  ZMerchantCodeParams,
  ZOpsEndedSessions,
  ZOpsMemberBetQuery,
  ZOpsMemberLabels,
  ZOpsMemberLedgerPage,
  ZOpsMemberLedgerQuery,
  ZOpsMemberListQuery,
  ZOpsMemberLock,
  ZOpsMemberLockResult,
  ZOpsMemberLoginPage,
  ZOpsMemberPage,
  ZOpsMemberParams,
  ZOpsMemberProfile,
  ZOpsMemberSearchQuery,
  ZOpsMemberSessionPage,
  ZOpsMemberSessionParams,
  ZOpsMemberUnlock,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { endAllMemberSessions } from './end-all-member-sessions.js';
import { endMemberSession } from './end-member-session.js';
import { listMemberBetRounds } from './list-member-bet-rounds.js';
import { listMemberLedger } from './list-member-ledger.js';
import { listMemberLogins } from './list-member-logins.js';
import { listMemberSessions } from './list-member-sessions.js';
import { lockMember } from './lock-member.js';
import { readMemberProfile } from './read-member-profile.js';
import { searchMembers } from './search-members.js';
import { setMemberLabels } from './set-member-labels.js';
import { unlockMember } from './unlock-member.js';

/**
 * The operator's Members area (area `members`, docs/operators.md "Members"): search, profile, login history,
 * sessions, ledger and bet rounds for every role of the area; lock, unlock, labels and ending sessions for
 * owner and support. Every list answers {list, total, page, pageSize}; every change is audited.
 */
export function memberOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: members'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const keeper = requireOperator(ctx, ['owner', 'support']);
    const path = '/merchants/:code/members/:memberId';

    app.get(
      '/merchants/:code/members',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary:
            'Search members by username prefix, phone, e-mail or IP (registration or login); paged, sorted, contacts masked',
          params: ZMerchantCodeParams,
          querystring: ZOpsMemberSearchQuery,
          response: { 200: ZSuccess(ZOpsMemberPage) },
        },
      },
      async (request) =>
        ok(await searchMembers(ctx.db, operatorOf(request), request.params.code, request.query)),
    );

    app.get(
      path,
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "A member's profile, contacts in full (the read is audited)",
          params: ZOpsMemberParams,
          response: { 200: ZSuccess(ZOpsMemberProfile) },
        },
      },
      async (request) =>
        ok(await readMemberProfile(ctx, actorOf(request), operatorOf(request), request.params)),
    );

    app.post(
      `${path}/lock`,
      {
        preHandler: keeper,
        schema: {
          tags,
          security,
          summary: 'Locks the member: no login in any way, every session ended',
          params: ZOpsMemberParams,
          body: ZOpsMemberLock,
          response: { 200: ZSuccess(ZOpsMemberLockResult) },
        },
      },
      async (request) =>
        ok(await lockMember(ctx, actorOf(request), operatorOf(request), request.params, request.body.reason)),
    );

    app.post(
      `${path}/unlock`,
      {
        preHandler: keeper,
        schema: {
          tags,
          security,
          summary: 'Unlocks the member: it may log in again',
          params: ZOpsMemberParams,
          body: ZOpsMemberUnlock,
          response: { 200: ZSuccess(ZOpsMemberLockResult) },
        },
      },
      async (request) =>
        ok(
          await unlockMember(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params,
            request.body.reason,
          ),
        ),
    );

    app.put(
      `${path}/labels`,
      {
        preHandler: keeper,
        schema: {
          tags,
          security,
          summary: "Replaces the member's labels (at most 10, each at most 24 characters)",
          params: ZOpsMemberParams,
          body: ZOpsMemberLabels,
          response: { 200: ZSuccess(ZOpsMemberLabels) },
        },
      },
      async (request) =>
        ok(
          await setMemberLabels(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params,
            request.body.labels,
          ),
        ),
    );

    app.get(
      `${path}/sessions`,
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The member's sessions, newest first, live or not",
          params: ZOpsMemberParams,
          querystring: ZOpsMemberListQuery,
          response: { 200: ZSuccess(ZOpsMemberSessionPage) },
        },
      },
      async (request) =>
        ok(await listMemberSessions(ctx, operatorOf(request), request.params, request.query)),
    );

    app.post(
      `${path}/sessions/end-all`,
      {
        preHandler: keeper,
        schema: {
          tags,
          security,
          summary: 'Ends every session of the member (it may log in again; locking stops that)',
          params: ZOpsMemberParams,
          response: { 200: ZSuccess(ZOpsEndedSessions) },
        },
      },
      async (request) =>
        ok(await endAllMemberSessions(ctx, actorOf(request), operatorOf(request), request.params)),
    );

    app.post(
      `${path}/sessions/:sessionId/end`,
      {
        preHandler: keeper,
        schema: {
          tags,
          security,
          summary: 'Ends one session of the member',
          params: ZOpsMemberSessionParams,
          response: { 200: ZSuccess(ZOpsEndedSessions) },
        },
      },
      async (request) =>
        ok(await endMemberSession(ctx, actorOf(request), operatorOf(request), request.params)),
    );

    app.get(
      `${path}/logins`,
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The member's login history, newest first: address, time, user agent, outcome",
          params: ZOpsMemberParams,
          querystring: ZOpsMemberListQuery,
          response: { 200: ZSuccess(ZOpsMemberLoginPage) },
        },
      },
      async (request) =>
        ok(await listMemberLogins(ctx.db, operatorOf(request), request.params, request.query)),
    );

    app.get(
      `${path}/ledger`,
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The member's balances and account record, newest first (inclusive days, merchant's zone)",
          params: ZOpsMemberParams,
          querystring: ZOpsMemberLedgerQuery,
          response: { 200: ZSuccess(ZOpsMemberLedgerPage) },
        },
      },
      async (request) =>
        ok(await listMemberLedger(ctx.db, operatorOf(request), request.params, request.query)),
    );

    app.get(
      `${path}/bet-rounds`,
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The member's bet rounds, newest first, with totals (inclusive days, merchant's zone)",
          params: ZOpsMemberParams,
          querystring: ZOpsMemberBetQuery,
          response: { 200: ZSuccess(ZBetRecordPage) },
        },
      },
      async (request) =>
        ok(await listMemberBetRounds(ctx.db, operatorOf(request), request.params, request.query)),
    );
  };
}
