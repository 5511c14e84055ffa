import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';

const SECTIONS = ['rewards', 'exchangeRecords', 'pointDetails', 'rules'] as const;
type TSection = (typeof SECTIONS)[number];

const EMPTY_KEYS: Record<TSection, string> = {
  rewards: 'points_rewards_empty',
  exchangeRecords: 'points_records_empty',
  pointDetails: 'points_details_empty',
  rules: 'points_rules_empty',
};

/** The points mall (/pointMall): rewards, exchange records, point details and rules. */
export function PointMallPage() {
  const { t } = useTranslation();
  const [section, setSection] = useState<TSection>('rewards');
  return (
    <Page routeName="pointMall" title={t('nav_point_mall')}>
      <Tabs
        label={t('nav_point_mall')}
        tabs={SECTIONS.map((id) => ({ id, label: t(`points_tab_${id}`) }))}
        selectedId={section}
        onSelect={(id) => setSection(SECTIONS.find((s) => s === id) ?? 'rewards')}
      />
      <div role="tabpanel" className="page__panel">
        <EmptyState icon="diamond" message={t(EMPTY_KEYS[section])} />
      </div>
    </Page>
  );
}
