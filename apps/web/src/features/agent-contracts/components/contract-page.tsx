import type { TContractTypeName, TContractView, TDownlineContract } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { useContractAction, useContracts, type TContractAction } from '../api/contract-call';
import { ppmToPercent } from '../contract-form';
import { contractErrorText } from './contract-error';
import { ContractTiersTable } from './contract-tiers-table';
import { OfferContractButton } from './offer-contract-button';
import './contracts.css';

/** The highest rate of a contract, as its one-line summary in the downline list. */
const topRate = (c: TContractView) => {
  const last = c.tiers[c.tiers.length - 1];
  if (!last) return '';
  if (last.winRatePpm !== undefined)
    return `${ppmToPercent(last.winRatePpm)}% / ${ppmToPercent(last.lossRatePpm ?? 0)}%`;
  return `${ppmToPercent(last.ratePpm)}%`;
};

function ContractSummary({ contract }: { contract: TContractView }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  return (
    <dl className="contract-summary">
      <dt>{t('agent_contracts_status')}</dt>
      <dd data-testid="contract-status">{t(`agent_contracts_status_${contract.status}`)}</dd>
      <dt>{t('agent_contracts_period')}</dt>
      <dd>{t(`agent_contracts_period_${contract.period}`)}</dd>
      {contract.effectiveFrom ? (
        <>
          <dt>{t('agent_contracts_effective_from')}</dt>
          <dd>{formatTime(contract.effectiveFrom)}</dd>
        </>
      ) : null}
      {contract.effectiveUntil ? (
        <>
          <dt>{t('agent_contracts_effective_until')}</dt>
          <dd>{formatTime(contract.effectiveUntil)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** One of the four contract pages (agentDividend, agentDailySalary, agentHourlySalary, agentRealTimeSalary). */
export function ContractPage({
  type,
  page,
  title,
}: {
  type: TContractTypeName;
  page: string;
  title: string;
}) {
  const { t } = useTranslation();
  const [listPage, setListPage] = useState(1);
  const query = useContracts(type, listPage);
  const action = useContractAction(type);
  const [error, setError] = useState<string | null>(null);
  const run = async (body: TContractAction) => {
    setError(null);
    try {
      await action.mutateAsync(body);
    } catch (failure) {
      setError(contractErrorText(t, failure));
    }
  };
  // Ending terms, and accepting terms that end a downline's contract, are asked again first.
  const [confirming, setConfirming] = useState<{ message: string; body: TContractAction } | null>(null);
  const isDividend = type === 'DIVIDEND';
  const data = query.data;

  return (
    <section
      className="centre-page contract-page"
      data-testid={`centre-page-${page}`}
      aria-labelledby={`${page}-title`}
    >
      <h3 id={`${page}-title`} className="centre-page__title">
        {title}
      </h3>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <EmptyState message={contractErrorText(t, query.error)} /> : null}
      {error ? (
        <p className="contract-page__error" role="alert" data-testid="contract-error">
          {error}
        </p>
      ) : null}
      {data && !data.policy.isEnabled && !data.mine ? (
        <EmptyState message={t('agent_contracts_rule_type_disabled')} />
      ) : null}
      {data && (data.policy.isEnabled || data.mine) ? (
        <>
          <h4>{t('agent_contracts_mine')}</h4>
          {data.mine ? (
            <div data-testid="contract-mine">
              <ContractSummary contract={data.mine} />
              <ContractTiersTable
                tiers={data.mine.tiers}
                basis={data.mine.basis}
                isDividend={isDividend}
                testId="contract-mine-tiers"
              />
              {data.mine.status === 'VALID' && data.mine.effectiveUntil === null ? (
                <Button
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() =>
                    setConfirming({
                      message: t('agent_contracts_confirm_terminate'),
                      body: { action: 'C', contractId: data.mine!.id },
                    })
                  }
                  data-testid="contract-terminate"
                >
                  {t('agent_contracts_terminate')}
                </Button>
              ) : null}
            </div>
          ) : (
            <EmptyState message={t('agent_contracts_none')} />
          )}

          {data.pending.map((request) => (
            <div key={request.id} className="contract-request" data-testid="contract-pending">
              <h4>
                {t(
                  request.requestKind === 'NEW'
                    ? 'agent_contracts_pending_new'
                    : 'agent_contracts_pending_termination',
                )}
              </h4>
              {request.requestKind === 'NEW' ? (
                <ContractTiersTable
                  tiers={request.tiers}
                  basis={request.basis}
                  isDividend={isDividend}
                  testId="contract-pending-tiers"
                />
              ) : null}
              {request.downlineHigherRate === 'Y' ? (
                <p className="contract-request__warning" role="note" data-testid="contract-higher-rate">
                  {t('agent_contracts_downline_higher_rate')}
                </p>
              ) : null}
              <div className="contract-request__actions">
                <Button
                  disabled={action.isPending}
                  onClick={() =>
                    request.downlineHigherRate === 'Y'
                      ? setConfirming({
                          message: t('agent_contracts_downline_higher_rate'),
                          body: { action: 'A', contractId: request.id },
                        })
                      : void run({ action: 'A', contractId: request.id })
                  }
                  data-testid="contract-accept"
                >
                  {t('agent_contracts_accept')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() => void run({ action: 'R', contractId: request.id })}
                  data-testid="contract-reject"
                >
                  {t('agent_contracts_reject')}
                </Button>
              </div>
            </div>
          ))}

          <h4>{t('agent_contracts_downlines')}</h4>
          {data.downlines.list.length === 0 ? (
            <EmptyState message={t('agent_contracts_no_downlines')} />
          ) : (
            <DownlineTable rows={data.downlines.list} type={type} isBusy={action.isPending} onAction={run} />
          )}
          {data.downlines.total > data.downlines.pageSize ? (
            <div className="contract-page__pager">
              <Button variant="ghost" disabled={listPage <= 1} onClick={() => setListPage((p) => p - 1)}>
                {t('agent_contracts_previous')}
              </Button>
              <Button
                variant="ghost"
                disabled={listPage * data.downlines.pageSize >= data.downlines.total}
                onClick={() => setListPage((p) => p + 1)}
              >
                {t('agent_contracts_next')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          kind="confirm"
          message={confirming.message}
          onConfirm={() => void run(confirming.body)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}

function DownlineTable({
  rows,
  type,
  isBusy,
  onAction,
}: {
  rows: TDownlineContract[];
  type: TContractTypeName;
  isBusy: boolean;
  onAction: (body: TContractAction) => Promise<void>;
}) {
  const { t } = useTranslation();
  const columns = [
    t('agent_contracts_username'),
    t('agent_contracts_status'),
    t('agent_contracts_top_rate'),
    t('agent_contracts_actions'),
  ];
  return (
    <div className="data-table-wrap">
      <table className="data-table" data-testid="contract-downlines">
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th
                key={c}
                scope="col"
                data-pin={i === 0 ? 'start' : i === columns.length - 1 ? 'end' : undefined}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const shown = row.pending ?? row.contract;
            const isTerminationPending = row.contract?.requestKind === 'TERMINATION';
            return (
              <tr key={row.memberId} data-testid="contract-downline" data-member={row.memberId}>
                <th scope="row" data-pin="start" data-label={columns[0]}>
                  {row.username}
                </th>
                <td data-label={columns[1]}>
                  {shown ? t(`agent_contracts_status_${shown.status}`) : t('agent_contracts_status_NONE')}
                  {isTerminationPending ? ` · ${t('agent_contracts_termination_requested')}` : ''}
                </td>
                <td data-label={columns[2]}>{shown ? topRate(shown) : '—'}</td>
                <td data-label={columns[3]} data-pin="end" className="contract-downline__actions">
                  <OfferContractButton type={type} memberId={row.memberId} username={row.username} />
                  {row.pending ? (
                    <Button
                      size="small"
                      variant="ghost"
                      disabled={isBusy}
                      onClick={() => void onAction({ action: 'C', contractId: row.pending!.id })}
                      data-testid={`contract-withdraw-${row.memberId}`}
                    >
                      {t('agent_contracts_withdraw')}
                    </Button>
                  ) : null}
                  {row.contract ? (
                    <Button
                      size="small"
                      variant="ghost"
                      disabled={isBusy}
                      onClick={() =>
                        void onAction({
                          // C on a contract with a termination pending withdraws the request.
                          action: isTerminationPending ? 'C' : 'TERMINATION',
                          contractId: row.contract!.id,
                        })
                      }
                      data-testid={`contract-end-${row.memberId}`}
                    >
                      {t(
                        isTerminationPending
                          ? 'agent_contracts_withdraw_termination'
                          : 'agent_contracts_request_termination',
                      )}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
