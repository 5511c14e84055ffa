import type { TLotteryVnNorthResult, TOpsLotteryIssue } from '@kirin/contracts';
import type { TOpsLotteryGame } from '../api/lottery-games';

// Answers of the lottery routes for component tests, shaped as the contracts' schemas (the pages validate them).

export function lotteryGame(gameCode: string, overrides: Partial<TOpsLotteryGame> = {}): TOpsLotteryGame {
  return {
    gameCode,
    engineCode: gameCode,
    family: 'VN_NORTH',
    area: 'VN',
    prizeMode: 'Lott',
    names: { EN: 'Miền Bắc' },
    stationId: null,
    periodMinutes: null,
    isSuspended: false,
    resultSource: 'OPERATOR',
    isSimulated: false,
    sortOrder: 0,
    isEnabled: true,
    utcOffsetMinutes: 420,
    closeBeforeDrawSeconds: null,
    drawTime: null,
    closeTime: null,
    feedUrl: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    minUnitStakeMinor: 100,
    maxBetStakeMinor: null,
    maxPayoutMinor: null,
    numberLiabilityCapMinor: null,
    allowBetCancel: false,
    tieRules: {},
    ...overrides,
  };
}

export const SSC = lotteryGame('SSC_1M', {
  family: 'SSC',
  area: 'ELOTT',
  prizeMode: 'Elott',
  names: { EN: 'SSC 1 minute' },
  periodMinutes: 1,
  resultSource: 'INHOUSE',
});

/** A northern board (27 numbers), hand-written like the contracts' test draws. */
export const NORTH_BOARD: TLotteryVnNorthResult = {
  family: 'VN_NORTH',
  prizes: {
    DB: ['86421'],
    G1: ['30517'],
    G2: ['04921', '77310'],
    G3: ['15803', '62954', '40128', '93366', '28475', '51092'],
    G4: ['3024', '8765', '4410', '1199'],
    G5: ['6026', '7382', '0458', '9917', '2643', '5530'],
    G6: ['219', '804', '667'],
    G7: ['25', '35', '09', '74'],
  },
};
/** The same board with another special prize: an entry that does not match. */
export const OTHER_NORTH_BOARD: TLotteryVnNorthResult = {
  ...NORTH_BOARD,
  prizes: { ...NORTH_BOARD.prizes, DB: ['86412'] },
};

export function issue(id: string, overrides: Partial<TOpsLotteryIssue> = {}): TOpsLotteryIssue {
  return {
    id,
    numero: `202611${id.padStart(2, '0')}`,
    stationIds: ['ha-noi'],
    openAt: '2026-11-26T11:15:00.000Z',
    closeAt: '2026-11-27T11:15:00.000Z',
    drawAt: '2026-11-27T11:15:00.000Z',
    status: 'CLOSED',
    serverSeedHash: null,
    drawnAt: null,
    cancelledAt: null,
    cancelReason: null,
    lastFeedError: null,
    results: [],
    entries: [],
    ...overrides,
  };
}
