import type { TExclusionKind } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useFormatLocalTime } from '../protection-format';

/** After a break has started and the member was logged out: until when, and that the balance can be withdrawn. */
export function BreakStartedModal({
  kind,
  until,
  onClose,
}: {
  kind: TExclusionKind;
  until: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatLocalTime();
  const untilText = until === null ? t('protection_until_indefinitely') : formatTime(until);
  return (
    <Modal
      name="breakStarted"
      title={t(
        kind === 'time_out' ? 'protection_time_out_started_title' : 'protection_self_exclusion_started_title',
      )}
      onClose={onClose}
      size="small"
      footer={<Button onClick={onClose}>{t('confirm')}</Button>}
    >
      <p className="dialog-message" data-testid="break-started-until">
        {t(kind === 'time_out' ? 'account_timed_out' : 'account_self_excluded', { until: untilText })}
      </p>
      <p className="dialog-message">{t('protection_break_started_withdraw')}</p>
    </Modal>
  );
}
