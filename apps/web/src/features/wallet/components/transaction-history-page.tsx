import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { HistoryExportForm } from '../../history-export/components/history-export-form';
import { useTransactions } from '../api/get-transactions';
import { Money } from './money';
import { QueryFailure } from './query-failure';
import { TransactionFilters, type TTransactionCriteria } from './transaction-filters';
import { WalletPage } from './wallet-page';
import { useFormatDateTime } from '../../../lib/merchant-time';

const HISTORY_PAGE_SIZE = 10;

/** Account record (transactionHistory): every balance change, filtered by type and days, a page at a time. */
export function TransactionHistoryPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [criteria, setCriteria] = useState<TTransactionCriteria>({});
  const [page, setPage] = useState(1);
  const transactions = useTransactions({ ...criteria, page, pageSize: HISTORY_PAGE_SIZE });
  const list = transactions.data?.list ?? [];

  return (
    <WalletPage page="transactionHistory" title={title} listsTimes>
      <TransactionFilters
        onApply={(next) => {
          setCriteria(next);
          setPage(1);
        }}
      />
      <HistoryExportForm type="transactions" />
      {transactions.isPending && <Spinner />}
      {transactions.isError && (
        <QueryFailure
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
          testId="history-error"
        />
      )}
      {transactions.isSuccess && list.length === 0 && <EmptyState message={t('wallet_history_none')} />}
      {transactions.isSuccess && list.length > 0 && (
        <div className="wallet-table-wrap data-table-wrap">
          <table className="wallet-table data-table" data-testid="history-table">
            <thead>
              <tr>
                <th scope="col" data-pin="start">
                  {t('wallet_time')}
                </th>
                <th scope="col">{t('wallet_history_type')}</th>
                <th scope="col">{t('wallet_wallet')}</th>
                <th scope="col">{t('wallet_amount')}</th>
                <th scope="col">{t('wallet_balance_after')}</th>
                <th scope="col">{t('wallet_memo')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((line) => (
                <tr key={line.id} data-testid="history-row" data-id={line.id}>
                  <td data-label={t('wallet_time')} data-pin="start">
                    {formatTime(line.time)}
                  </td>
                  <td data-label={t('wallet_history_type')}>{t(`wallet_tx_type_${line.type}`)}</td>
                  <td data-label={t('wallet_wallet')}>{line.walletCode}</td>
                  <td className="wallet-table__number" data-label={t('wallet_amount')}>
                    <Money minor={line.amount} isSigned testId="history-amount" />
                  </td>
                  <td className="wallet-table__number" data-label={t('wallet_balance_after')}>
                    <Money minor={line.balanceAfter} />
                  </td>
                  <td data-label={t('wallet_memo')}>{line.memo ?? line.reference ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {transactions.isSuccess && (
        <Pager
          page={page}
          pageCount={pageCountOf(transactions.data.total, HISTORY_PAGE_SIZE)}
          onChange={setPage}
          testIdPrefix="history"
        />
      )}
    </WalletPage>
  );
}
