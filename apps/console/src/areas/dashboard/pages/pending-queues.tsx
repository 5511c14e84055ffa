import { canReachOperatorArea, type TDashboardPending } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consolePaths } from '../../../app/paths';
import { useSessionStore } from '../../../lib/session-store';

type TQueueLink = {
  area: 'money' | 'messages' | 'lottery' | 'service' | 'promotions' | 'loyalty' | 'agents';
  to?: string;
};

/** Where each queue is worked, when the console has its page; the rest are counted only. */
const QUEUE_PAGES: Record<keyof TDashboardPending, TQueueLink> = {
  depositsAwaitingReview: { area: 'money', to: 'money/deposits?f.status=PENDING_REVIEW' },
  depositsAwaitingSecondOperator: { area: 'money', to: 'money/deposits?f.status=PENDING_REVIEW' },
  withdrawalsAwaitingApproval: { area: 'money', to: 'money/withdrawals?f.status=REQUESTED' },
  withdrawalsAwaitingPayment: { area: 'money', to: 'money/withdrawals?f.status=APPROVED' },
  withdrawalsDisputed: { area: 'money', to: 'money/withdrawals?f.status=DISPUTED' },
  adjustmentsAwaitingSecondOperator: { area: 'money', to: 'money/adjustments?f.status=PENDING_APPROVAL' },
  feedbackUnanswered: { area: 'messages', to: 'messages/feedback' },
  lotteryResultsAwaitingSecondOperator: { area: 'lottery', to: 'lottery/games' },
  liveChatsWaiting: { area: 'service', to: 'service/live-chat' },
  // Their console pages come with the promotions, loyalty and agent issues.
  promotionApplications: { area: 'promotions' },
  pointExchanges: { area: 'loyalty' },
  agentBillsAwaitingReview: { area: 'agents' },
};

/** What waits for someone, each count linked to where it is worked when this role may go there. */
export function PendingQueues({ merchant, pending }: { merchant: string; pending: TDashboardPending }) {
  const { t } = useTranslation('dashboard');
  const role = useSessionStore((s) => s.operator?.role);
  const entries = Object.entries(pending) as Array<[keyof TDashboardPending, number]>;
  return (
    <section className="card" aria-labelledby="pending-title">
      <h2 id="pending-title">{t('pending.title')}</h2>
      <ul className="queue-list">
        {entries.map(([queue, count]) => {
          const target = QUEUE_PAGES[queue];
          const canOpen = target.to && role && canReachOperatorArea(role, target.area, true);
          const label = t(`pending.${queue}`);
          return (
            <li
              key={queue}
              data-testid={`queue-${queue}`}
              className={count > 0 ? 'queue-waiting' : undefined}
            >
              {canOpen ? (
                <Link to={`${consolePaths.home(merchant)}/${target.to}`}>{label}</Link>
              ) : (
                <span>{label}</span>
              )}
              <strong>{count}</strong>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
