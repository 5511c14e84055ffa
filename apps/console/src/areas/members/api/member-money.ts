import {
  ZAdjustmentPage,
  ZOpsDepositPage,
  ZOpsWithdrawalPage,
  type TAdjustment,
  type TOpsDepositQuery,
  type TOpsWithdrawalQuery,
} from '@kirin/contracts';
import type { TPageAnswer, TPageRequest } from '../../../components/data-table/table-types';
import { opsGet } from '../../../lib/api';
import { memberKey } from './member-profile';

// A member's money, read through the money area's own lists (owner and finance; the auditor reads), filtered
// by memberId: the member page shows the queues' rows, and the decisions stay in the money area's queues.

const moneyBase = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}`;

export const memberDepositsKey = (merchant: string, memberId: string) =>
  [...memberKey(merchant, memberId), 'deposits'] as const;
export const memberWithdrawalsKey = (merchant: string, memberId: string) =>
  [...memberKey(merchant, memberId), 'withdrawals'] as const;
export const memberAdjustmentsKey = (merchant: string, memberId: string) =>
  [...memberKey(merchant, memberId), 'adjustments'] as const;

export const fetchMemberDeposits =
  (merchant: string, memberId: string) => (request: TPageRequest, signal?: AbortSignal) =>
    opsGet(
      `${moneyBase(merchant)}/deposits`,
      ZOpsDepositPage,
      {
        memberId,
        status: request.filters.status as TOpsDepositQuery['status'],
        page: request.page,
        pageSize: request.pageSize,
      },
      signal,
    );

export const fetchMemberWithdrawals =
  (merchant: string, memberId: string) => (request: TPageRequest, signal?: AbortSignal) =>
    opsGet(
      `${moneyBase(merchant)}/withdrawals`,
      ZOpsWithdrawalPage,
      {
        memberId,
        status: request.filters.status as TOpsWithdrawalQuery['status'],
        page: request.page,
        pageSize: request.pageSize,
      },
      signal,
    );

/** The adjustments list still answers `items` (docs/operators.md "Members"); the table reads `list`. */
export const fetchMemberAdjustments =
  (merchant: string, memberId: string) =>
  async (request: TPageRequest, signal?: AbortSignal): Promise<TPageAnswer<TAdjustment>> => {
    const { items, ...page } = await opsGet(
      `${moneyBase(merchant)}/adjustments`,
      ZAdjustmentPage,
      {
        memberId,
        status: request.filters.status,
        page: request.page,
        pageSize: request.pageSize,
      },
      signal,
    );
    return { list: items, ...page };
  };
