import { useTranslation } from 'react-i18next';
import { CentrePage } from '../../../components/ui/centre-page';

/** Betting record (personalHistoryCopy): rounds by category and days with totals. */
export function BetRecordPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return <CentrePage page="personalHistoryCopy" title={title} emptyMessage={t('centre_page_unavailable')} />;
}
