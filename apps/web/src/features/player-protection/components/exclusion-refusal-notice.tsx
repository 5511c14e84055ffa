import type { TExclusionRefusal } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessageKey } from '../../../lib/api-error';
import { requestReopen } from '../api/exclusions';
import { refusalStage } from '../exclusion-refusal';
import { useFormatLocalTime } from '../protection-format';
import '../protection.css';

type TCredentials = { username: string; password: string };

/**
 * A login refused for a time-out or self-exclusion: until when (or indefinitely); once a fixed exclusion is over,
 * the request to reopen; and, with a balance, the way in to withdraw it.
 */
export function ExclusionRefusalNotice({
  refusal,
  credentials,
  onWithdraw,
}: {
  refusal: TExclusionRefusal;
  /** The username and password just typed (username login only): the reopen request sends them. */
  credentials: TCredentials | null;
  onWithdraw: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatLocalTime();
  const [reopensAt, setReopensAt] = useState<string | null>(refusal.reopensAt);
  const [reopenState, setReopenState] = useState<{ isDone: boolean; errorKey?: string }>({ isDone: false });
  const [isBusy, setIsBusy] = useState(false);
  const stage = reopenState.isDone ? 'reopening' : refusalStage(refusal, Date.now());

  const reopen = async () => {
    if (!credentials) return;
    setIsBusy(true);
    try {
      setReopensAt(await requestReopen(credentials.username, credentials.password));
      setReopenState({ isDone: true });
    } catch (error) {
      setReopenState({ isDone: false, errorKey: errorMessageKey(error) });
    } finally {
      setIsBusy(false);
    }
  };
  const withdraw = async () => {
    setIsBusy(true);
    try {
      await onWithdraw();
    } finally {
      setIsBusy(false);
    }
  };

  const until = refusal.until === null ? t('protection_until_indefinitely') : formatTime(refusal.until);
  const message =
    stage === 'reopening'
      ? reopensAt
        ? t('protection_refusal_reopens', { date: formatTime(reopensAt) })
        : t('protection_refusal_reopen_requested')
      : stage === 'ended'
        ? t('protection_refusal_ended', { date: until })
        : t(refusal.kind === 'time_out' ? 'account_timed_out' : 'account_self_excluded', { until });

  return (
    <div className="protection-refusal" role="alert" data-testid="login-exclusion">
      <p className="account-form__error" data-testid="login-exclusion-message">
        {message}
      </p>
      {refusal.until === null && stage === 'active' && (
        <p className="protection-note">{t('protection_refusal_indefinite_support')}</p>
      )}
      {reopenState.errorKey && (
        <p className="account-form__error" data-testid="login-reopen-error">
          {t(reopenState.errorKey)}
        </p>
      )}
      <div className="protection-actions">
        {stage === 'ended' && credentials && (
          <Button
            variant="secondary"
            size="small"
            data-testid="login-reopen"
            disabled={isBusy}
            onClick={() => void reopen()}
          >
            {t('protection_refusal_reopen')}
          </Button>
        )}
        {refusal.canWithdraw && (
          <Button size="small" data-testid="login-withdraw" disabled={isBusy} onClick={() => void withdraw()}>
            {t('protection_refusal_withdraw')}
          </Button>
        )}
      </div>
    </div>
  );
}
