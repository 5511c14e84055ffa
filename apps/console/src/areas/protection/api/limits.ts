import { ZOpsProtectionLimitPage, type TProtectionLimitKind } from '@kirin/contracts';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { opsGet } from '../../../lib/api';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/protection/limits`;

export const protectionLimitsKey = (merchant: string) => ['protection', merchant, 'limits'] as const;

/** One page of the merchant's limits in force or waiting, filtered by username (prefix) and kind. */
export const fetchProtectionLimits = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  opsGet(
    base(merchant),
    ZOpsProtectionLimitPage,
    {
      username: request.filters.username || undefined,
      kind: (request.filters.kind || undefined) as TProtectionLimitKind | undefined,
      page: request.page,
      pageSize: request.pageSize,
    },
    signal,
  );
