import { formatMinorUnits } from '@kirin/contracts';

/**
 * An amount in display units (two decimals, thousands commas). A signed amount (profit) shows "+" when
 * positive and is coloured by its sign.
 */
export function RecordMoney({
  minor,
  isSigned = false,
  testId,
}: {
  minor: number;
  isSigned?: boolean;
  testId?: string;
}) {
  const sign = !isSigned || minor === 0 ? undefined : minor > 0 ? 'positive' : 'negative';
  return (
    <span className="records-money" data-sign={sign} data-testid={testId}>
      {`${sign === 'positive' ? '+' : ''}${formatMinorUnits(minor)}`}
    </span>
  );
}
