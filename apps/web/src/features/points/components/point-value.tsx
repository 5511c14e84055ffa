import { formatPoints } from '@kirin/contracts';

/** Points (hundredths) in display form; signed changes coloured in or out like money. */
export function PointValue({
  centi,
  isSigned = false,
  testId,
}: {
  centi: number;
  isSigned?: boolean;
  testId?: string;
}) {
  const direction = !isSigned || centi === 0 ? undefined : centi > 0 ? 'in' : 'out';
  return (
    <span className="money" data-direction={direction} data-testid={testId}>
      {`${isSigned && centi > 0 ? '+' : ''}${formatPoints(centi)}`}
    </span>
  );
}
