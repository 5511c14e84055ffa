import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useIsLoggedIn } from '../../../lib/session-store';
import { QueryFailure } from '../../wallet/components/query-failure';
import { useVipLevels } from '../api/get-vip-levels';
import { useVipStatus } from '../api/get-vip-status';
import { VipLevelsTable } from '../components/vip-levels-table';
import { VipProgress } from '../components/vip-progress';
import '../components/vip.css';

/** VIP levels (/vip): the ladder for everyone; a signed-in member's level and progress above it. */
export function VipPage() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const levels = useVipLevels();
  const status = useVipStatus({ isEnabled: isLoggedIn });
  const list = levels.data?.levels ?? [];
  return (
    <Page routeName="vip" title={t('nav_vip')} className="vip-page">
      {isLoggedIn && status.data && <VipProgress status={status.data} />}
      {isLoggedIn && status.isError && (
        <QueryFailure error={status.error} onRetry={() => void status.refetch()} testId="vip-status-error" />
      )}
      {!isLoggedIn && <p className="vip-page__hint">{t('vip_login_hint')}</p>}
      {levels.isPending && <Spinner />}
      {levels.isError && (
        <QueryFailure error={levels.error} onRetry={() => void levels.refetch()} testId="vip-levels-error" />
      )}
      {levels.isSuccess && list.length === 0 && <EmptyState icon="crown" message={t('vip_empty')} />}
      {list.length > 0 && (
        <>
          <h2 className="vip-page__subtitle">{t('vip_levels_title')}</h2>
          <VipLevelsTable levels={list} currentLevel={status.data?.level} />
          <p className="vip-page__rules">{t('vip_rules')}</p>
        </>
      )}
    </Page>
  );
}
