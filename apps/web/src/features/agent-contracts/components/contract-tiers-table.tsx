import {
  formatMinorUnits,
  isWinLossBasis,
  type TContractBasisName,
  type TContractTierView,
} from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { ppmToPercent } from '../contract-form';

/** A contract's tiers: thresholds, active count and rate (or win and loss rates); phones show cards. */
export function ContractTiersTable({
  tiers,
  basis,
  isDividend,
  testId,
}: {
  tiers: TContractTierView[];
  basis: TContractBasisName;
  isDividend: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const isWinLoss = isWinLossBasis(basis);
  const isFixed = tiers[0]?.rateType === 'F';
  const columns = [
    t('agent_contracts_tier'),
    t('agent_contracts_min_valid_bet'),
    ...(isDividend ? [t('agent_contracts_min_net_loss')] : []),
    t('agent_contracts_min_active'),
    ...(isFixed
      ? [t('agent_contracts_fixed_amount')]
      : isWinLoss
        ? [t('agent_contracts_win_rate'), t('agent_contracts_loss_rate')]
        : [t('agent_contracts_rate')]),
  ];
  return (
    <div className="data-table-wrap">
      <table className="data-table contract-tiers" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" data-pin={index === 0 ? 'start' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => {
            const cells = [
              formatMinorUnits(tier.minValidBetMinor),
              ...(isDividend ? [formatMinorUnits(tier.minNetLossMinor ?? 0)] : []),
              String(tier.minActive),
              ...(isFixed
                ? [formatMinorUnits(tier.amountMinor ?? 0)]
                : isWinLoss
                  ? [`${ppmToPercent(tier.winRatePpm ?? 0)}%`, `${ppmToPercent(tier.lossRatePpm ?? 0)}%`]
                  : [`${ppmToPercent(tier.ratePpm)}%`]),
            ];
            return (
              <tr key={index} data-testid="contract-tier">
                <th scope="row" data-pin="start" data-label={columns[0]}>
                  {index + 1}
                </th>
                {cells.map((cell, i) => (
                  <td key={i} data-label={columns[i + 1]}>
                    {cell}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
