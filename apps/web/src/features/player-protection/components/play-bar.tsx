import { useTranslation } from 'react-i18next';
import '../../wallet/components/wallet.css';
import { Money } from '../../wallet/components/money';
import { formatElapsed } from '../protection-format';
import { useProtectionSession, useTickingElapsed } from '../use-protection-session';
import '../protection.css';

/** During play (issue 21): this session's time, ticking, and net position, always in view above the game. */
export function PlayBar() {
  const { t } = useTranslation();
  const session = useProtectionSession();
  const elapsed = useTickingElapsed(session.data, session.dataUpdatedAt);
  if (!session.data) return null;
  return (
    <div className="play-bar" role="status" aria-live="off" data-testid="play-bar">
      <span className="play-bar__item">
        <span className="play-bar__label">{t('protection_session_elapsed')}</span>
        <span className="play-bar__value" data-testid="play-bar-elapsed">
          {formatElapsed(elapsed)}
        </span>
      </span>
      <span className="play-bar__item">
        <span className="play-bar__label">{t('protection_session_net')}</span>
        <Money minor={session.data.netPosition} isSigned testId="play-bar-net" />
      </span>
    </div>
  );
}
