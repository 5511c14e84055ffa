import { ZOpsDeposit, ZOpsDepositPage, type TDepositStatus } from '@kirin/contracts';
import { opsBlob, opsGet, opsSend } from '../../../lib/api';
import type { TPageRequest } from '../../../components/data-table/table-types';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/deposits`;

export const depositsKey = (merchant: string) => ['money', merchant, 'deposits'] as const;

/** The deposit queue, newest first, optionally one status (the route's only filter). */
export const fetchDeposits = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  opsGet(
    base(merchant),
    ZOpsDepositPage,
    {
      status: request.filters.status as TDepositStatus | undefined,
      page: request.page,
      pageSize: request.pageSize,
    },
    signal,
  );

/** Credits a manual bank deposit, or records the first of two approvals above the dual-control limit. */
export const approveDeposit = (merchant: string, id: string, reason?: string) =>
  opsSend('POST', `${base(merchant)}/${id}/approve`, ZOpsDeposit, { reason });
export const rejectDeposit = (merchant: string, id: string, reason: string) =>
  opsSend('POST', `${base(merchant)}/${id}/reject`, ZOpsDeposit, { reason });
export const fetchDepositProof = (merchant: string, id: string) => opsBlob(`${base(merchant)}/${id}/proof`);
