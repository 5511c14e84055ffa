import { LOTTERY_VN_STATIONS, ZLotteryResult } from '@kirin/contracts';

/** A station's name ('' is the single result of a game without stations). */
export function stationName(stationId: string, noStation: string): string {
  if (stationId === '') return noStation;
  return (LOTTERY_VN_STATIONS as Record<string, string>)[stationId] ?? stationId;
}

/** A drawn result in a line: the balls, cars or dice in order, or a board's top prize. */
export function resultSummary(result: unknown): string {
  const parsed = ZLotteryResult.safeParse(result);
  if (!parsed.success) return '';
  const draw = parsed.data;
  switch (draw.family) {
    case 'SSC':
    case '11X5':
      return draw.balls.join(' ');
    case 'PK10':
      return draw.cars.join(' ');
    case 'K3':
      return draw.dice.join(' ');
    case 'VN_NORTH':
    case 'VN_SOUTH':
      return `ĐB ${draw.prizes.DB.join(' ')}`;
    case '4D':
    case 'THAI':
      return `1st ${draw.prizes.FIRST.join(' ')}`;
  }
}
