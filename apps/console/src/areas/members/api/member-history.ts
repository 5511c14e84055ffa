import {
  ZBetRecordPage,
  ZOpsMemberBetQuery,
  ZOpsMemberLedgerPage,
  ZOpsMemberLedgerQuery,
  type TOpsMemberBetQuery,
  type TOpsMemberLedgerQuery,
} from '@kirin/contracts';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { opsGet } from '../../../lib/api';
import { checkedQuery } from './checked-query';
import { memberBase, memberKey } from './member-profile';

export const memberLedgerKey = (merchant: string, memberId: string) =>
  [...memberKey(merchant, memberId), 'ledger'] as const;
export const memberBetsKey = (merchant: string, memberId: string) =>
  [...memberKey(merchant, memberId), 'bets'] as const;

/** The account record, newest first; from/to are inclusive days in the merchant's time zone. */
export const fetchMemberLedger =
  (merchant: string, memberId: string) => (request: TPageRequest, signal?: AbortSignal) =>
    opsGet(
      `${memberBase(merchant, memberId)}/ledger`,
      ZOpsMemberLedgerPage,
      checkedQuery(ZOpsMemberLedgerQuery, {
        from: request.filters.from,
        to: request.filters.to,
        type: request.filters.type as TOpsMemberLedgerQuery['type'],
        walletCode: request.filters.walletCode,
        page: request.page,
        pageSize: request.pageSize,
      }),
      signal,
    );

/** The bet rounds, newest first, with totals over every matching round. */
export const fetchMemberBets =
  (merchant: string, memberId: string) => (request: TPageRequest, signal?: AbortSignal) =>
    opsGet(
      `${memberBase(merchant, memberId)}/bet-rounds`,
      ZBetRecordPage,
      checkedQuery(ZOpsMemberBetQuery, {
        from: request.filters.from,
        to: request.filters.to,
        gameCategory: request.filters.gameCategory as TOpsMemberBetQuery['gameCategory'],
        status: request.filters.status as TOpsMemberBetQuery['status'],
        page: request.page,
        pageSize: request.pageSize,
      }),
      signal,
    );
