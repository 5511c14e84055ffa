import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** Locked (no login, sessions ended) or active. */
export function MemberLockBadge({ isLocked }: { isLocked: boolean }) {
  const { t } = useTranslation('members');
  return isLocked ? (
    <StatusBadge label={t('status.locked')} tone="bad" />
  ) : (
    <StatusBadge label={t('status.active')} tone="good" />
  );
}

/** The member's labels as tags (what messages and promotions target). */
export function MemberLabels({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <ul className="member-labels">
      {labels.map((label) => (
        <li key={label} className="badge badge-neutral">
          {label}
        </li>
      ))}
    </ul>
  );
}
