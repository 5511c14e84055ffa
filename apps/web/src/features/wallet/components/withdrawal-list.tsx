import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useModalStore } from '../../../lib/modal-store';
import { useWithdrawals } from '../api/get-withdrawals';
import { Money } from './money';
import { QueryFailure } from './query-failure';
import { WalletCard } from './wallet-page';
import { useFormatDateTime } from '../../../lib/merchant-time';

const WITHDRAWALS_PAGE_SIZE = 10;

/**
 * The member's withdrawal requests, newest first, with status and reason; a paid one can be confirmed from
 * here. `highlightId` (a request just made) turns to the first page, marks its row and scrolls it into view
 * once it is listed: the list sits below the form, often out of sight on a phone.
 */
export function WithdrawalList({ highlightId = null }: { highlightId?: string | null }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals(page, WITHDRAWALS_PAGE_SIZE);
  const openModal = useModalStore((s) => s.openModal);
  const highlightRef = useRef<HTMLLIElement | null>(null);
  const scrolledTo = useRef<string | null>(null);

  useEffect(() => {
    if (highlightId) setPage(1);
  }, [highlightId]);
  const isListed = withdrawals.data?.list.some((row) => row.id === highlightId) ?? false;
  useEffect(() => {
    if (!highlightId || !isListed || scrolledTo.current === highlightId) return;
    scrolledTo.current = highlightId;
    highlightRef.current?.scrollIntoView?.({ block: 'center' });
  }, [highlightId, isListed]);

  return (
    <WalletCard title={t('wallet_withdraw_requests')} testId="withdraw-list">
      {withdrawals.isPending && <Spinner />}
      {withdrawals.isError && (
        <QueryFailure
          error={withdrawals.error}
          onRetry={() => void withdrawals.refetch()}
          testId="withdraw-list-error"
        />
      )}
      {withdrawals.isSuccess && withdrawals.data.list.length === 0 && (
        <p className="wallet-empty">{t('wallet_withdraw_none')}</p>
      )}
      {withdrawals.isSuccess && withdrawals.data.list.length > 0 && (
        <ul className="wallet-records">
          {withdrawals.data.list.map((withdrawal) => (
            <li
              key={withdrawal.id}
              ref={withdrawal.id === highlightId ? highlightRef : undefined}
              className={withdrawal.id === highlightId ? 'wallet-record wallet-record--new' : 'wallet-record'}
              data-new={withdrawal.id === highlightId ? 'true' : undefined}
              data-testid={`withdraw-row-${withdrawal.id}`}
            >
              <span className="wallet-record__time">{formatTime(withdrawal.createdAt)}</span>
              <span>{`${withdrawal.bankName} ${withdrawal.accountNumberMasked}`}</span>
              <Money minor={withdrawal.amount} />
              <span
                className="wallet-status"
                data-status={withdrawal.status}
                data-testid={`withdraw-status-${withdrawal.id}`}
              >
                {t(`wallet_withdrawal_status_${withdrawal.status}`)}
              </span>
              {withdrawal.reason && <span className="wallet-record__reason">{withdrawal.reason}</span>}
              {withdrawal.status === 'PAID' && (
                <Button
                  variant="secondary"
                  size="small"
                  data-testid={`withdraw-confirm-${withdrawal.id}`}
                  onClick={() => openModal({ name: 'withdrawalConfirm', withdrawal })}
                >
                  {t('wallet_confirm_open')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {withdrawals.isSuccess && (
        <Pager
          page={page}
          pageCount={pageCountOf(withdrawals.data.total, WITHDRAWALS_PAGE_SIZE)}
          onChange={setPage}
          testIdPrefix="withdraw-pager"
        />
      )}
    </WalletCard>
  );
}
