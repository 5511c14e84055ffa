import { ZOpsEndedSessions, ZOpsMemberLoginPage, ZOpsMemberSessionPage } from '@kirin/contracts';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { opsGet, opsSend } from '../../../lib/api';
import { memberBase, memberKey } from './member-profile';

export const memberSessionsKey = (merchant: string, memberId: string) =>
  [...memberKey(merchant, memberId), 'sessions'] as const;
export const memberLoginsKey = (merchant: string, memberId: string) =>
  [...memberKey(merchant, memberId), 'logins'] as const;

/** The member's stored sessions, newest first, live or not. */
export const fetchMemberSessions =
  (merchant: string, memberId: string) => (request: TPageRequest, signal?: AbortSignal) =>
    opsGet(
      `${memberBase(merchant, memberId)}/sessions`,
      ZOpsMemberSessionPage,
      { page: request.page, pageSize: request.pageSize },
      signal,
    );

export const endMemberSession = (merchant: string, memberId: string, sessionId: string) =>
  opsSend(
    'POST',
    `${memberBase(merchant, memberId)}/sessions/${encodeURIComponent(sessionId)}/end`,
    ZOpsEndedSessions,
  );

export const endAllMemberSessions = (merchant: string, memberId: string) =>
  opsSend('POST', `${memberBase(merchant, memberId)}/sessions/end-all`, ZOpsEndedSessions);

/** The login history, newest first: granted sessions and refused password or SMS logins. */
export const fetchMemberLogins =
  (merchant: string, memberId: string) => (request: TPageRequest, signal?: AbortSignal) =>
    opsGet(
      `${memberBase(merchant, memberId)}/logins`,
      ZOpsMemberLoginPage,
      { page: request.page, pageSize: request.pageSize },
      signal,
    );
