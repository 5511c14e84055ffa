import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { useIncomeBills } from '../api/get-income-bills';
import { IncomeBillDialog } from './income-bill-dialog';
import { IncomeFilters, type TIncomeCriteria } from './income-filters';
import { Amount, formatRatePpm } from './income-format';
import './agent-income.css';

const INCOME_PAGE_SIZE = 10;

/** My income (agentMyIncome): the agent's own dividend and salary bills, each with its computation. */
export function AgentIncomePage({ title }: { title: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [criteria, setCriteria] = useState<TIncomeCriteria>({});
  const [page, setPage] = useState(1);
  const [openBill, setOpenBill] = useState<string | null>(null);
  const bills = useIncomeBills({ ...criteria, page, pageSize: INCOME_PAGE_SIZE });
  const list = bills.data?.list ?? [];

  return (
    <section
      className="centre-page"
      data-testid="centre-page-agentMyIncome"
      aria-labelledby="agent-income-title"
    >
      <h3 id="agent-income-title" className="centre-page__title">
        {title}
      </h3>
      <IncomeFilters
        onApply={(next) => {
          setCriteria(next);
          setPage(1);
        }}
      />
      {bills.isPending && <Spinner />}
      {bills.isError && (
        <div>
          <p className="account-form__error" role="alert" data-testid="income-error">
            {t(errorMessageKey(bills.error))}
          </p>
          <Button variant="secondary" size="small" onClick={() => void bills.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {bills.isSuccess && list.length === 0 && <EmptyState message={t('agent_income_none')} />}
      {bills.isSuccess && list.length > 0 && (
        <div className="data-table-wrap">
          <table className="income-table data-table" data-testid="income-table">
            <thead>
              <tr>
                <th scope="col" data-pin="start">
                  {t('agent_income_period')}
                </th>
                <th scope="col">{t('agent_income_type')}</th>
                <th scope="col">{t('agent_income_team_bet')}</th>
                <th scope="col">{t('agent_income_net_loss')}</th>
                <th scope="col">{t('agent_income_active')}</th>
                <th scope="col">{t('agent_income_tier')}</th>
                <th scope="col">{t('agent_income_rate')}</th>
                <th scope="col">{t('agent_income_gross')}</th>
                <th scope="col">{t('agent_income_keep')}</th>
                <th scope="col">{t('agent_income_paid')}</th>
                <th scope="col">{t('agent_income_status')}</th>
                <th scope="col" data-pin="end">
                  {t('agent_income_detail')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((bill) => (
                <tr key={bill.id} data-testid="income-row" data-id={bill.id}>
                  <td data-label={t('agent_income_period')} data-pin="start">
                    {formatTime(bill.periodStart)} – {formatTime(bill.periodEnd)}
                  </td>
                  <td data-label={t('agent_income_type')}>{t(`agent_income_type_${bill.type}`)}</td>
                  <td className="income-table__number" data-label={t('agent_income_team_bet')}>
                    <Amount minor={bill.teamValidBet} />
                  </td>
                  <td className="income-table__number" data-label={t('agent_income_net_loss')}>
                    <Amount minor={bill.netLoss} />
                  </td>
                  <td className="income-table__number" data-label={t('agent_income_active')}>
                    {bill.activeCount}
                  </td>
                  <td data-label={t('agent_income_tier')}>{bill.tier ?? t('agent_income_not_reached')}</td>
                  <td className="income-table__number" data-label={t('agent_income_rate')}>
                    {formatRatePpm(bill.ratePpm)}
                  </td>
                  <td className="income-table__number" data-label={t('agent_income_gross')}>
                    <Amount minor={bill.gross} testId="income-gross" />
                  </td>
                  <td className="income-table__number" data-label={t('agent_income_keep')}>
                    <Amount minor={bill.keep} testId="income-keep" />
                  </td>
                  <td className="income-table__number" data-label={t('agent_income_paid')}>
                    <Amount minor={bill.paid} />
                  </td>
                  <td data-label={t('agent_income_status')} data-testid="income-status-cell">
                    {t(`agent_income_status_${bill.status}`)}
                  </td>
                  <td data-label={t('agent_income_detail')} data-pin="end">
                    <Button
                      variant="secondary"
                      size="small"
                      data-testid="income-open"
                      onClick={() => setOpenBill(bill.id)}
                    >
                      {t('agent_income_detail')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {bills.isSuccess && (
        <Pager
          page={page}
          pageCount={pageCountOf(bills.data.total, INCOME_PAGE_SIZE)}
          onChange={setPage}
          testIdPrefix="income"
        />
      )}
      {openBill && <IncomeBillDialog billId={openBill} onClose={() => setOpenBill(null)} />}
    </section>
  );
}
