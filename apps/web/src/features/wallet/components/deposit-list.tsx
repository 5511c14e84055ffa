import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useDeposits } from '../api/get-deposits';
import { Money } from './money';
import { QueryFailure } from './query-failure';
import { WalletCard } from './wallet-page';
import { useFormatDateTime } from '../../../lib/merchant-time';

const DEPOSITS_PAGE_SIZE = 10;

/** The member's recent deposits with their status; one can be opened. */
export function DepositList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const deposits = useDeposits(page, DEPOSITS_PAGE_SIZE);

  return (
    <WalletCard title={t('wallet_deposit_recent')} testId="deposit-list">
      {deposits.isPending && <Spinner />}
      {deposits.isError && (
        <QueryFailure
          error={deposits.error}
          onRetry={() => void deposits.refetch()}
          testId="deposit-list-error"
        />
      )}
      {deposits.isSuccess && deposits.data.list.length === 0 && (
        <p className="wallet-empty">{t('wallet_deposit_none')}</p>
      )}
      {deposits.isSuccess && deposits.data.list.length > 0 && (
        <ul className="wallet-records">
          {deposits.data.list.map((deposit) => (
            <li key={deposit.id} className="wallet-record" data-testid={`deposit-row-${deposit.id}`}>
              <span className="wallet-record__time">{formatTime(deposit.createdAt)}</span>
              <span>{deposit.methodName}</span>
              <Money minor={deposit.amount} />
              <span className="wallet-status" data-status={deposit.status}>
                {t(`wallet_deposit_status_${deposit.status}`)}
              </span>
              <Button variant="ghost" size="small" onClick={() => onOpen(deposit.id)}>
                {t('wallet_view')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {deposits.isSuccess && (
        <Pager
          page={page}
          pageCount={pageCountOf(deposits.data.total, DEPOSITS_PAGE_SIZE)}
          onChange={setPage}
          testIdPrefix="deposit-pager"
        />
      )}
    </WalletCard>
  );
}
