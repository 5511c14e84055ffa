import {
  ZOpsWithdrawal,
  ZOpsWithdrawalPage,
  type TOpsResolveDispute,
  type TWithdrawalStatus,
} from '@kirin/contracts';
import { opsBlob, opsGet, opsSend } from '../../../lib/api';
import type { TPageRequest } from '../../../components/data-table/table-types';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/withdrawals`;

export const withdrawalsKey = (merchant: string) => ['money', merchant, 'withdrawals'] as const;

/** The queue, oldest first, optionally one status (the route's only filter). */
export const fetchWithdrawals = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  opsGet(
    base(merchant),
    ZOpsWithdrawalPage,
    {
      status: request.filters.status as TWithdrawalStatus | undefined,
      page: request.page,
      pageSize: request.pageSize,
    },
    signal,
  );

export const approveWithdrawal = (merchant: string, id: string, reason?: string) =>
  opsSend('POST', `${base(merchant)}/${id}/approve`, ZOpsWithdrawal, { reason });
export const rejectWithdrawal = (merchant: string, id: string, reason?: string) =>
  opsSend('POST', `${base(merchant)}/${id}/reject`, ZOpsWithdrawal, { reason });
export const markWithdrawalPaid = (merchant: string, id: string, reason?: string) =>
  opsSend('POST', `${base(merchant)}/${id}/paid`, ZOpsWithdrawal, { reason });
export const resolveWithdrawalDispute = (merchant: string, id: string, body: TOpsResolveDispute) =>
  opsSend('POST', `${base(merchant)}/${id}/resolve-dispute`, ZOpsWithdrawal, body);
export const fetchWithdrawalProof = (merchant: string, id: string) =>
  opsBlob(`${base(merchant)}/${id}/proof`);
