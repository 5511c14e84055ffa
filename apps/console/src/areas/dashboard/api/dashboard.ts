import { ZMerchantDashboard } from '@kirin/contracts';
import { queryOptions } from '@tanstack/react-query';
import { opsGet } from '../../../lib/api';

/** The dashboard of one merchant over `days` days (7 to 90), refreshed every minute while it is open. */
export const dashboardQuery = (merchant: string, days: number) =>
  queryOptions({
    queryKey: ['dashboard', merchant, days],
    queryFn: ({ signal }) =>
      opsGet(`/merchants/${encodeURIComponent(merchant)}/dashboard`, ZMerchantDashboard, { days }, signal),
    refetchInterval: 60_000,
  });
