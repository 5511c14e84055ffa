import { formatMinorUnits } from '@kirin/contracts';

type TMoneyProps = {
  minor: number;
  currency?: string;
  /** Shows "+" before money in; "-" comes with money out anyway. */
  isSigned?: boolean;
  testId?: string;
};

/** An amount in display units (two decimals, thousands commas); signed amounts are coloured in or out. */
export function Money({ minor, currency, isSigned = false, testId }: TMoneyProps) {
  const text = `${isSigned && minor > 0 ? '+' : ''}${formatMinorUnits(minor)}${currency ? ` ${currency}` : ''}`;
  const direction = !isSigned || minor === 0 ? undefined : minor > 0 ? 'in' : 'out';
  return (
    <span className="money" data-direction={direction} data-testid={testId}>
      {text}
    </span>
  );
}
