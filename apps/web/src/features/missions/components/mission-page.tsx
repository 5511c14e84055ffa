import { MISSION_KINDS, type TMissionClaimed, type TMissionKind, type TMissionView } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessageKey } from '../../../lib/api-error';
import { QueryFailure } from '../../wallet/components/query-failure';
import { useClaimMission } from '../api/claim-mission';
import { useMissionSummary } from '../api/get-mission-summary';
import { MissionCard } from './mission-card';
import { MissionConfirmDialog, MissionResultDialog } from './mission-claim-dialogs';
import './missions.css';

/**
 * Mission activity (missionLeaderboard): daily, weekly and event missions with the member's progress, the
 * claim of a reached one (confirmed, then its result), and each event's leaderboard.
 */
export function MissionPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  const claim = useClaimMission();
  const [kind, setKind] = useState<TMissionKind>('DAILY');
  const [confirming, setConfirming] = useState<TMissionView | null>(null);
  const [paid, setPaid] = useState<TMissionClaimed | null>(null);
  const missions = summary.data?.missions.filter((m) => m.kind === kind) ?? [];

  const send = async (mission: TMissionView) => {
    try {
      const result = await claim.mutateAsync({ missionId: mission.missionId });
      setPaid(result);
    } catch {
      // The error is shown under the tabs; the list is fetched again either way.
    } finally {
      setConfirming(null);
    }
  };

  return (
    <section
      className="centre-page mission-page"
      data-testid="centre-page-missionLeaderboard"
      aria-labelledby="mission-title"
    >
      <h3 id="mission-title" className="centre-page__title">
        {title}
      </h3>
      <Tabs
        tabs={MISSION_KINDS.map((k) => ({ id: k, label: t(`mission_kind_${k}`) }))}
        selectedId={kind}
        onSelect={(id) => setKind(id as TMissionKind)}
        label={title}
        testIdPrefix="mission-tab-"
      />
      {claim.isError && (
        <p className="account-form__error" role="alert" data-testid="mission-claim-error">
          {t(errorMessageKey(claim.error))}
        </p>
      )}
      {summary.isPending && <Spinner />}
      {summary.isError && (
        <QueryFailure error={summary.error} onRetry={() => void summary.refetch()} testId="mission-error" />
      )}
      {summary.data && missions.length === 0 && (
        <p className="mission-page__empty" data-testid="mission-empty">
          {t('mission_none')}
        </p>
      )}
      {missions.length > 0 && (
        <div role="tabpanel" aria-label={t(`mission_kind_${kind}`)}>
          <ul className="mission-list">
            {missions.map((mission) => (
              <MissionCard
                key={mission.missionId}
                mission={mission}
                isClaiming={claim.isPending}
                onClaim={(m) => {
                  claim.reset();
                  setConfirming(m);
                }}
              />
            ))}
          </ul>
        </div>
      )}
      {confirming && (
        <MissionConfirmDialog
          name={confirming.name}
          amount={confirming.rewardAmount}
          isPending={claim.isPending}
          onConfirm={() => void send(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
      {paid && <MissionResultDialog claim={paid} onClose={() => setPaid(null)} />}
    </section>
  );
}
