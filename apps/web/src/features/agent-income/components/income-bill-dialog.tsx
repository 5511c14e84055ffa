import { formatMinorUnits, type TAgentIncomeBillDetail } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { useIncomeBill } from '../api/get-income-bill';
import { Amount, formatRatePpm } from './income-format';

type TLine = { label: string; value: React.ReactNode; testId: string; isTotal?: boolean };

function Lines({ lines }: { lines: TLine[] }) {
  return (
    <dl className="income-detail__lines">
      {lines.map((line) => (
        <div key={line.testId} className="income-detail__line" data-testid={line.testId}>
          <dt className={line.isTotal ? 'income-detail__total' : undefined}>{line.label}</dt>
          <dd className={line.isTotal ? 'income-detail__total' : undefined}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The figures the base came from: the net loss terms, the won and lost stakes, or the team bet. */
function baseLines(bill: TAgentIncomeBillDetail, t: (key: string) => string): TLine[] {
  const money = (minor: number, testId: string) => <Amount minor={minor} testId={testId} />;
  const lines: TLine[] = [
    {
      label: t('agent_income_team_bet'),
      value: money(bill.teamValidBet, 'income-d-bet'),
      testId: 'income-line-bet',
    },
  ];
  if (bill.basis === 'NET_LOSS') {
    lines.push(
      {
        label: `− ${t('agent_income_payouts')}`,
        value: money(bill.payout, 'income-d-payout'),
        testId: 'income-line-payout',
      },
      {
        label: `− ${t('agent_income_rebates')}`,
        value: money(bill.rebate, 'income-d-rebate'),
        testId: 'income-line-rebate',
      },
      {
        label: `− ${t('agent_income_bonuses')}`,
        value: money(bill.bonus, 'income-d-bonus'),
        testId: 'income-line-bonus',
      },
      {
        label: `− ${t('agent_income_salaries')}`,
        value: money(bill.salary, 'income-d-salary'),
        testId: 'income-line-salary',
      },
      {
        label: `− ${t('agent_income_fees')}`,
        value: money(bill.fee, 'income-d-fee'),
        testId: 'income-line-fee',
      },
      {
        label: `= ${t('agent_income_net_loss')}`,
        value: money(bill.netLoss, 'income-d-net-loss'),
        testId: 'income-line-net-loss',
        isTotal: true,
      },
    );
    if (bill.isCumulative || bill.carry !== 0)
      lines.push({
        label: `+ ${t('agent_income_carry')}`,
        value: money(bill.carry, 'income-d-carry'),
        testId: 'income-line-carry',
      });
  }
  if (bill.basis === 'WIN_LOSS_STAKE') {
    lines.push(
      {
        label: `${t('agent_income_won_stake')} × ${formatRatePpm(bill.winRatePpm)}`,
        value: money(bill.wonStake, 'income-d-won'),
        testId: 'income-line-won',
      },
      {
        label: `${t('agent_income_lost_stake')} × ${formatRatePpm(bill.lossRatePpm)}`,
        value: money(bill.lostStake, 'income-d-lost'),
        testId: 'income-line-lost',
      },
    );
  }
  return lines;
}

function BillComputation({ bill }: { bill: TAgentIncomeBillDetail }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const tier = bill.tier === null ? null : bill.tiers[bill.tier - 1];
  const rateText =
    bill.rateType === 'F'
      ? t('agent_income_fixed_amount')
      : bill.basis === 'WIN_LOSS_STAKE'
        ? `${formatRatePpm(bill.winRatePpm)} / ${formatRatePpm(bill.lossRatePpm)}`
        : formatRatePpm(bill.ratePpm);
  const formula =
    bill.tier === null
      ? t('agent_income_formula_not_reached')
      : bill.rateType === 'F'
        ? t('agent_income_formula_fixed', { amount: formatMinorUnits(bill.fixedAmount ?? 0) })
        : bill.basis === 'WIN_LOSS_STAKE'
          ? t('agent_income_formula_win_loss', { gross: formatMinorUnits(bill.gross) })
          : t('agent_income_formula_rate', {
              base: formatMinorUnits(bill.base),
              rate: formatRatePpm(bill.ratePpm),
              gross: formatMinorUnits(bill.gross),
            });
  return (
    <div className="income-detail" data-testid="income-detail">
      <p className="income-detail__formula">
        {t(`agent_income_type_${bill.type}`)} · {formatTime(bill.periodStart)} – {formatTime(bill.periodEnd)}{' '}
        · {t(`agent_income_basis_${bill.basis}`)}
      </p>
      <h4>{t('agent_income_inputs')}</h4>
      <Lines lines={baseLines(bill, t)} />
      <Lines
        lines={[
          {
            label: t('agent_income_active_rule', { amount: formatMinorUnits(bill.activeMinBet) }),
            value: bill.activeCount,
            testId: 'income-line-active',
          },
          ...(bill.singleBetMin === null
            ? []
            : [
                {
                  label: t('agent_income_single_bet_rule'),
                  value: <Amount minor={bill.singleBetMin} />,
                  testId: 'income-line-single',
                },
              ]),
          {
            label: t('agent_income_tier'),
            value: tier
              ? t('agent_income_tier_of', { tier: bill.tier, total: bill.tiers.length })
              : t('agent_income_not_reached'),
            testId: 'income-line-tier',
          },
          { label: t('agent_income_rate'), value: tier ? rateText : '—', testId: 'income-line-rate' },
        ]}
      />
      <h4>{t('agent_income_computation')}</h4>
      <p className="income-detail__formula" data-testid="income-formula">
        {formula}
      </p>
      <Lines
        lines={[
          {
            label: t('agent_income_gross'),
            value: <Amount minor={bill.gross} testId="income-d-gross" />,
            testId: 'income-line-gross',
            isTotal: true,
          },
          ...bill.downlines.map((d) => ({
            label: `− ${d.username}`,
            value: <Amount minor={d.gross} />,
            testId: `income-line-downline-${d.username}`,
          })),
          {
            label: `= ${t('agent_income_keep')}`,
            value: <Amount minor={bill.keep} testId="income-d-keep" />,
            testId: 'income-line-keep',
            isTotal: true,
          },
          {
            label: t('agent_income_paid'),
            value: <Amount minor={bill.paid} testId="income-d-paid" />,
            testId: 'income-line-paid',
          },
          {
            label: t('agent_income_payer'),
            value:
              bill.payer === 'PLATFORM'
                ? t('agent_income_payer_platform')
                : (bill.payerName ?? t('agent_income_payer_upline')),
            testId: 'income-line-payer',
          },
          {
            label: t('agent_income_status'),
            value: t(`agent_income_status_${bill.status}`),
            testId: 'income-line-status',
          },
        ]}
      />
      {bill.events.length > 0 && (
        <>
          <h4>{t('agent_income_history')}</h4>
          <Lines
            lines={bill.events.map((e, i) => ({
              label: `${formatTime(e.time)} · ${t(`agent_income_status_${e.status}`, { defaultValue: e.status })}`,
              value: <Amount minor={e.amount} />,
              testId: `income-event-${i}`,
            }))}
          />
        </>
      )}
    </div>
  );
}

/** A bill's whole computation, so the agent can check every figure (inputs, tier, rate, downlines, keep). */
export function IncomeBillDialog({ billId, onClose }: { billId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const bill = useIncomeBill(billId);
  return (
    <Modal
      name="income-bill"
      title={t('agent_income_detail_title')}
      onClose={onClose}
      size="large"
      footer={
        <Button variant="secondary" onClick={onClose} data-testid="income-detail-close">
          {t('agent_income_close')}
        </Button>
      }
    >
      {bill.isPending && <Spinner />}
      {bill.isError && (
        <p className="account-form__error" role="alert" data-testid="income-detail-error">
          {t(errorMessageKey(bill.error))}
        </p>
      )}
      {bill.isSuccess && <BillComputation bill={bill.data} />}
    </Modal>
  );
}
