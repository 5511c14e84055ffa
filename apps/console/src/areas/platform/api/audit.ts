import { ZAuditPage, type TAuditEntry } from '@kirin/contracts';
import { opsGet } from '../../../lib/api';
import type { TPageAnswer, TPageRequest } from '../../../components/data-table/table-types';

export const auditKey = ['platform', 'audit'] as const;

/** The start of a yyyy-MM-dd day in the operator's own zone, as the ISO instant the route takes. */
function startOfLocalDay(day: string, plusDays = 0): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/**
 * A page of the audit log, newest first. The date filters are whole days in the operator's zone: `to` includes
 * its day (the route's `to` is exclusive, so it gets the next day's start).
 */
export async function fetchAudit(
  request: TPageRequest,
  signal?: AbortSignal,
): Promise<TPageAnswer<TAuditEntry>> {
  const { filters } = request;
  const page = await opsGet(
    '/audit',
    ZAuditPage,
    {
      action: filters.action,
      operator: filters.operator,
      merchant: filters.merchant,
      target: filters.target,
      from: filters.from ? startOfLocalDay(filters.from) : undefined,
      to: filters.to ? startOfLocalDay(filters.to, 1) : undefined,
      page: request.page,
      pageSize: request.pageSize,
    },
    signal,
  );
  return { list: page.items, total: page.total, page: page.page, pageSize: page.pageSize };
}
