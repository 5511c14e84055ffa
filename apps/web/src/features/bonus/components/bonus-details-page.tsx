import { formatMinorUnits, type TBonusGrant } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { useBonusGrants } from '../api/get-bonus-grants';
import { BonusGrantCard } from './bonus-grant-card';
import './bonus.css';

const GRANTS_PAGE_SIZE = 10;

/** Bonus details (bonusDetails): every grant with its wagering progress and history; active ones can be given up. */
export function BonusDetailsPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<TBonusGrant | null>(null);
  const grants = useBonusGrants({ page, pageSize: GRANTS_PAGE_SIZE });
  const forfeit = useForfeitBonus();
  const list = grants.data?.list ?? [];
  const openWager = grants.data?.openWager ?? null;

  return (
    <section
      className="centre-page bonus-page"
      data-testid="centre-page-bonusDetails"
      aria-labelledby="bonus-details-title"
    >
      <h3 id="bonus-details-title" className="centre-page__title">
        {title}
      </h3>
      {openWager !== null && (
        <p className="bonus-page__lock" role="status" data-testid="bonus-open-wager">
          {t('bonus_open_wager', { amount: formatMinorUnits(openWager) })}
        </p>
      )}
      {forfeit.isError && (
        <p className="account-form__error" role="alert" data-testid="bonus-forfeit-error">
          {t(errorMessageKey(forfeit.error))}
        </p>
      )}
      {forfeit.isSuccess && (
        <p className="bonus-page__done" role="status" data-testid="bonus-forfeit-done">
          {t('bonus_forfeit_done', { amount: formatMinorUnits(forfeit.data.takenBack) })}
        </p>
      )}
      {grants.isPending && <Spinner />}
      {grants.isError && (
        <div>
          <p className="account-form__error" role="alert" data-testid="bonus-error">
            {t(errorMessageKey(grants.error))}
          </p>
          <Button variant="secondary" size="small" onClick={() => void grants.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {grants.isSuccess && list.length === 0 && <EmptyState message={t('bonus_none')} />}
      {list.length > 0 && (
        <ul className="bonus-list" data-testid="bonus-grants">
          {list.map((grant) => (
            <BonusGrantCard
              key={grant.id}
              grant={grant}
              onForfeit={forfeit.isPending ? undefined : setAsked}
            />
          ))}
        </ul>
      )}
      {grants.isSuccess && (
        <Pager
          page={page}
          pageCount={pageCountOf(grants.data.total, GRANTS_PAGE_SIZE)}
          onChange={setPage}
          testIdPrefix="bonus"
        />
      )}
      {asked && (
        <ConfirmDialog
          kind="confirm"
          message={t('bonus_forfeit_confirm', { amount: formatMinorUnits(asked.bonusAmount) })}
          onConfirm={() => forfeit.mutate(asked.id)}
          onClose={() => setAsked(null)}
        />
      )}
    </section>
  );
}
