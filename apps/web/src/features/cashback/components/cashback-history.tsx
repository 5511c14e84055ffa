import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { Money } from '../../wallet/components/money';
import { QueryFailure } from '../../wallet/components/query-failure';
import { useCashbackClaims } from '../api/get-cashback-claims';

const CLAIMS_PAGE_SIZE = 10;

/** The member's paid claims, newest first: when, the window each covered, its valid bet and amount. */
export function CashbackHistory() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const claims = useCashbackClaims({ page, pageSize: CLAIMS_PAGE_SIZE });
  const list = claims.data?.list ?? [];

  return (
    <section className="cashback-history" aria-labelledby="cashback-history-title">
      <h4 id="cashback-history-title" className="cashback-history__title">
        {t('cashback_history')}
      </h4>
      {claims.isPending && <Spinner />}
      {claims.isError && (
        <QueryFailure
          error={claims.error}
          onRetry={() => void claims.refetch()}
          testId="cashback-history-error"
        />
      )}
      {claims.isSuccess && list.length === 0 && (
        <EmptyState message={t('cashback_history_none')} icon="cashback" />
      )}
      {list.length > 0 && (
        <ul className="cashback-history__list" data-testid="cashback-history">
          {list.map((claim) => (
            <li key={claim.id} className="cashback-history__item" data-testid="cashback-claim-row">
              <div className="cashback-history__when">
                <span>{formatTime(claim.createdAt)}</span>
                <span className="cashback-history__window">
                  {t('cashback_window', {
                    from: formatTime(claim.windowFrom),
                    to: formatTime(claim.windowTo),
                  })}
                </span>
              </div>
              <div className="cashback-history__figures">
                <span>
                  {t('cashback_valid_bet')} <Money minor={claim.validBet} />
                </span>
                <strong>
                  <Money minor={claim.amount} isSigned testId="cashback-claim-amount" />
                </strong>
              </div>
            </li>
          ))}
        </ul>
      )}
      {claims.data && (
        <Pager
          page={page}
          pageCount={pageCountOf(claims.data.total, CLAIMS_PAGE_SIZE)}
          onChange={setPage}
          testIdPrefix="cashback-history"
        />
      )}
    </section>
  );
}
