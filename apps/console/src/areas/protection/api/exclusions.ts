import {
  ZOpsExclusion,
  ZOpsExclusionPage,
  type TExclusionKind,
  type TOpsExclusionQuery,
} from '@kirin/contracts';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { opsGet, opsSend } from '../../../lib/api';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/protection/exclusions`;

/** Every exclusion query of a merchant (the list under any filter). */
export const exclusionsKey = (merchant: string) => ['protection', merchant, 'exclusions'] as const;

/** One page of the list, filtered by status (in force by default) and kind on the server. */
export const fetchExclusions = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  opsGet(
    base(merchant),
    ZOpsExclusionPage,
    {
      status: (request.filters.status as TOpsExclusionQuery['status'] | undefined) ?? 'active',
      kind: request.filters.kind as TExclusionKind | undefined,
      username: request.filters.username || undefined,
      page: request.page,
      pageSize: request.pageSize,
    },
    signal,
  );

export const requestExclusionLift = (merchant: string, id: string, reason: string) =>
  opsSend('POST', `${base(merchant)}/${id}/lift`, ZOpsExclusion, { reason });
export const approveExclusionLift = (merchant: string, id: string) =>
  opsSend('POST', `${base(merchant)}/${id}/lift/approve`, ZOpsExclusion);
export const rejectExclusionLift = (merchant: string, id: string) =>
  opsSend('POST', `${base(merchant)}/${id}/lift/reject`, ZOpsExclusion);
