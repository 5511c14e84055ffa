import { formatMinorUnits } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useWalletBalance } from '../../features/wallet/api/get-wallet-balance';
import { UnreadMessagesButton } from '../../features/messages/components/unread-badge';
import { Icon } from '../../components/ui/icon';
import { canOpenAgentCentre } from '../../lib/account-types';
import { useBootData } from '../../lib/boot-data';
import { useModalStore } from '../../lib/modal-store';
import { useSessionStore } from '../../lib/session-store';
import { useProtectedAction } from '../../lib/use-protected-action';
import { useLogout } from '../use-logout';

/** The member's side of the header: balance, name (opens the member centre), agent centre and logout. */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { whitelabel } = useBootData();
  const account = useSessionStore((s) => s.account);
  const balanceMinor = useSessionStore((s) => s.balanceMinor);
  // Publishes sumBalance to the session store; refetched after every money action (wallet query root).
  const balance = useWalletBalance();
  const isAgent = useSessionStore((s) => s.isAgent);
  const openModal = useModalStore((s) => s.openModal);
  const protect = useProtectedAction();
  const logout = useLogout();

  return (
    <div className="header-account">
      <span className="header-account__wallet">
        <span className="header-account__balance" data-testid="header-balance">
          <span className="visually-hidden">{t('balance')} </span>
          {balanceMinor === null
            ? t('balance_unknown')
            : `${formatMinorUnits(balanceMinor)} ${balance.data?.currency ?? whitelabel.currency}`}
        </span>
        {balance.data?.isDemo && (
          <span className="header-account__demo" data-testid="header-balance-demo">
            {t('wallet_demo')}
          </span>
        )}
        <button
          type="button"
          className="header-account__refresh"
          data-testid="header-balance-refresh"
          aria-label={t('wallet_refresh')}
          title={t('wallet_refresh')}
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
        >
          <span aria-hidden="true">↻</span>
        </button>
      </span>
      <button
        type="button"
        className="header-account__name"
        data-testid="header-username"
        onClick={() => protect(() => openModal({ name: 'memberCentre' }))}
      >
        {account ?? t('member')}
      </button>
      <UnreadMessagesButton
        onOpen={() => protect(() => openModal({ name: 'memberCentre', page: 'messageV2' }))}
      />
      {canOpenAgentCentre(isAgent) && (
        <Button
          variant="ghost"
          size="small"
          title={t('agent_centre')}
          data-testid="header-agent-centre"
          onClick={() => openModal({ name: 'agentCentre' })}
        >
          <Icon name="star" size={16} />
          <span className="header-account__label">{t('agent_centre')}</span>
        </Button>
      )}
      <Button variant="ghost" size="small" data-testid="header-logout" title={t('logout')} onClick={logout}>
        <Icon name="logout" size={16} />
        <span className="header-account__label">{t('logout')}</span>
      </Button>
    </div>
  );
}
