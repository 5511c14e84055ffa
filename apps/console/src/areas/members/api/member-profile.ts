import {
  ZOpsMemberLabels,
  ZOpsMemberLockResult,
  ZOpsMemberProfile,
  type TOpsMemberLabels,
} from '@kirin/contracts';
import { opsGet, opsSend } from '../../../lib/api';
import { membersBase, membersKey } from './members';

export const memberBase = (merchant: string, memberId: string) =>
  `${membersBase(merchant)}/${encodeURIComponent(memberId)}`;

/** Every query of one member (profile, sessions, logins, ledger, bets, money lists). */
export const memberKey = (merchant: string, memberId: string) =>
  [...membersKey(merchant), 'member', memberId] as const;
export const memberProfileKey = (merchant: string, memberId: string) =>
  [...memberKey(merchant, memberId), 'profile'] as const;

/** The whole profile, contacts in full: the server writes an audit row for every read. */
export const fetchMemberProfile = (merchant: string, memberId: string, signal?: AbortSignal) =>
  opsGet(memberBase(merchant, memberId), ZOpsMemberProfile, undefined, signal);

export const lockMember = (merchant: string, memberId: string, reason: string) =>
  opsSend('POST', `${memberBase(merchant, memberId)}/lock`, ZOpsMemberLockResult, { reason });

export const unlockMember = (merchant: string, memberId: string, reason?: string) =>
  opsSend('POST', `${memberBase(merchant, memberId)}/unlock`, ZOpsMemberLockResult, { reason });

export const saveMemberLabels = (merchant: string, memberId: string, body: TOpsMemberLabels) =>
  opsSend('PUT', `${memberBase(merchant, memberId)}/labels`, ZOpsMemberLabels, body);
