import { isModuleEnabled, MODULE_IDS } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useBootData } from '../../../lib/boot-data';
import { useIsLoggedIn } from '../../../lib/session-store';
import { useProtectedAction } from '../../../lib/use-protected-action';
import { QueryFailure } from '../../wallet/components/query-failure';
import { usePointBalance } from '../api/get-point-balance';
import { usePointConfig } from '../api/get-point-config';
import { ExchangeRecords } from '../components/exchange-records';
import { GoodsGrid } from '../components/goods-grid';
import { PointDetails } from '../components/point-details';
import { PointsRules } from '../components/points-rules';
import { PointsSummary } from '../components/points-summary';
import '../components/points.css';

const SECTIONS = ['rewards', 'exchangeRecords', 'pointDetails', 'rules'] as const;
type TSection = (typeof SECTIONS)[number];

/** The member's mall: balance and conversion above the four tabs. */
function PointMall() {
  const { t } = useTranslation();
  const [section, setSection] = useState<TSection>('rewards');
  const balance = usePointBalance();
  const config = usePointConfig();
  if (balance.isPending || config.isPending) return <Spinner />;
  if (balance.isError || config.isError)
    return (
      <QueryFailure
        error={balance.error ?? config.error}
        onRetry={() => void Promise.all([balance.refetch(), config.refetch()])}
        testId="points-error"
      />
    );
  const currentPoints = balance.data.currentPoints;
  return (
    <>
      <PointsSummary currentPoints={currentPoints} config={config.data} />
      <Tabs
        label={t('nav_point_mall')}
        tabs={SECTIONS.map((id) => ({ id, label: t(`points_tab_${id}`) }))}
        selectedId={section}
        onSelect={(id) => setSection(SECTIONS.find((s) => s === id) ?? 'rewards')}
      />
      <div role="tabpanel" className="page__panel" data-testid={`points-panel-${section}`}>
        {section === 'rewards' && <GoodsGrid currentPoints={currentPoints} />}
        {section === 'exchangeRecords' && <ExchangeRecords />}
        {section === 'pointDetails' && <PointDetails />}
        {section === 'rules' && <PointsRules config={config.data} />}
      </div>
    </>
  );
}

/**
 * The points mall (/pointMall, header and footer only). Module PTSYS3 off: the page says the mall is not
 * offered (the server refuses every points call then). Guests see a prompt to log in.
 */
export function PointMallPage() {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const isLoggedIn = useIsLoggedIn();
  const protect = useProtectedAction();
  const isOn = isModuleEnabled(permission.modules, MODULE_IDS.POINTS);
  return (
    <Page routeName="pointMall" title={t('nav_point_mall')}>
      {!isOn && <EmptyState icon="diamond" message={t('points_disabled')} />}
      {isOn && !isLoggedIn && (
        <EmptyState icon="diamond" message={t('points_login_first')}>
          <Button data-testid="points-login" onClick={() => protect(() => undefined)}>
            {t('login')}
          </Button>
        </EmptyState>
      )}
      {isOn && isLoggedIn && <PointMall />}
    </Page>
  );
}
