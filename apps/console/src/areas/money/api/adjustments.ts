import {
  ZAdjustment,
  ZAdjustmentPage,
  type TAdjustment,
  type TAdjustmentRequest,
  type TAdjustmentStatus,
} from '@kirin/contracts';
import { opsGet, opsSend } from '../../../lib/api';
import type { TPageAnswer, TPageRequest } from '../../../components/data-table/table-types';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/adjustments`;

export const adjustmentsKey = (merchant: string) => ['money', merchant, 'adjustments'] as const;

/** Adjustments, newest first, optionally one status (PENDING_APPROVAL: those awaiting a second operator). */
export const fetchAdjustments =
  (merchant: string) =>
  async (request: TPageRequest, signal?: AbortSignal): Promise<TPageAnswer<TAdjustment>> => {
    const answer = await opsGet(
      base(merchant),
      ZAdjustmentPage,
      {
        status: request.filters.status as TAdjustmentStatus | undefined,
        page: request.page,
        pageSize: request.pageSize,
      },
      signal,
    );
    // This route names its rows `items`; the table reads `list`.
    return { list: answer.items, total: answer.total, page: answer.page, pageSize: answer.pageSize };
  };

export const requestAdjustment = (merchant: string, body: TAdjustmentRequest) =>
  opsSend('POST', base(merchant), ZAdjustment, body);
export const approveAdjustment = (merchant: string, id: string) =>
  opsSend('POST', `${base(merchant)}/${id}/approve`, ZAdjustment);
export const rejectAdjustment = (merchant: string, id: string, reason: string) =>
  opsSend('POST', `${base(merchant)}/${id}/reject`, ZAdjustment, { reason });
