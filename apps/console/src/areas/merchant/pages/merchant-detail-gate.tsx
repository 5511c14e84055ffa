import type { TOpsMerchantDetail } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantCode } from '../../../app/area-context';
import { ErrorNote } from '../../../components/ui/error-note';
import { fetchMerchantDetail, merchantDetailKey } from '../api/merchant-config';

/**
 * Loads the merchant's stored configuration and renders the page's form with it. The form is keyed by the
 * merchant's updatedAt, so a save (or another owner's) starts it again from what the server holds.
 */
export function MerchantDetailGate({ children }: { children: (detail: TOpsMerchantDetail) => ReactNode }) {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const detail = useQuery({
    queryKey: merchantDetailKey(merchant),
    queryFn: ({ signal }) => fetchMerchantDetail(merchant, signal),
  });
  if (detail.isError) return <ErrorNote error={detail.error} />;
  if (!detail.data) return <p className="loading">{t('table.loading')}</p>;
  return children(detail.data);
}
