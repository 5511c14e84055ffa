import { useTranslation } from 'react-i18next';
import { CentrePage } from '../../../components/ui/centre-page';

/** Personal profit and loss (personalProfit): by day and category. */
export function PersonalProfitPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return <CentrePage page="personalProfit" title={title} emptyMessage={t('centre_page_unavailable')} />;
}
