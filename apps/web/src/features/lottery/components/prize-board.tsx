import { LOTTERY_VN_STATIONS, lotteryDrawNumbers, type TLotteryResult } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';

/** A station's display name; games without stations have none. */
export function stationNameOf(stationId: string): string {
  return (LOTTERY_VN_STATIONS as Record<string, string>)[stationId] ?? stationId;
}

/** The translated name of a prize tier: ĐB, G1 … G8, 4D's 1st … consolation, Thai's prizes. */
export function useTierLabel() {
  const { t } = useTranslation();
  return (tier: string) => {
    const vnTier = /^G(\d)$/.exec(tier);
    return vnTier ? t('lottery_tier_G', { n: Number(vnTier[1]) }) : t(`lottery_tier_${tier}`);
  };
}

/** Fast games: the drawn balls, cars or dice in order. */
export function DrawBalls({ result }: { result: TLotteryResult }) {
  return (
    <ol className="lottery-balls" data-testid="lottery-balls" data-family={result.family}>
      {lotteryDrawNumbers(result).map((row) => (
        <li key={row.tier} className="lottery-ball" data-tier={row.tier}>
          {row.value}
        </li>
      ))}
    </ol>
  );
}

/** The full board of one station: each prize tier in a row with its numbers (VN ĐB … G8, 4D, Thai). */
export function PrizeBoard({ stationId, result }: { stationId: string; result: TLotteryResult }) {
  const tierLabel = useTierLabel();
  if (!('prizes' in result)) return <DrawBalls result={result} />;
  const rows = Object.entries(result.prizes).filter((entry): entry is [string, string[]] =>
    Array.isArray(entry[1]),
  );
  return (
    <table
      className="lottery-board"
      data-testid="lottery-board"
      data-station={stationId}
      data-family={result.family}
    >
      {stationId && <caption>{stationNameOf(stationId)}</caption>}
      <tbody>
        {rows.map(([tier, numbers]) => (
          <tr key={tier} data-testid={`lottery-board-row-${tier}`} data-tier={tier}>
            <th scope="row">{tierLabel(tier)}</th>
            <td>
              {numbers.map((number, index) => (
                <span key={`${number}-${index}`} className="lottery-board__number">
                  {number}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The headline of a result for a lobby card: ĐB, 4D and Thai 1st prize, or the balls. */
export function ResultHeadline({ result }: { result: TLotteryResult }) {
  const tierLabel = useTierLabel();
  if (!('prizes' in result)) return <DrawBalls result={result} />;
  const [tier, numbers] = 'DB' in result.prizes ? ['DB', result.prizes.DB] : ['FIRST', result.prizes.FIRST];
  return (
    <span className="lottery-headline">
      <span className="lottery-headline__tier">{tierLabel(tier)}</span> <strong>{numbers.join(' ')}</strong>
    </span>
  );
}
