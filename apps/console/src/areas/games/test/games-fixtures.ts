import type { TOpsGame, TOpsGameGroup, TOpsListedLane, TOpsPvpRoom, TVendor } from '@kirin/contracts';
import type { TMockCall } from '../../../test/mock-ops';

// Answers of the games routes for component tests, shaped as the contracts' schemas (the pages validate them).

export function game(id: string, overrides: Partial<TOpsGame> = {}): TOpsGame {
  return {
    id,
    vassalage: 'KIRIN',
    code: `GAME_${id}`,
    gameCategory: 'RNG',
    gameType: 'SLOT',
    names: { TW: `遊戲${id}`, EN: `Game ${id}` },
    imagePath: null,
    defaultPlayType: null,
    accountTypeName: null,
    groupCode: null,
    isGame: 'GAME',
    isHot: false,
    isMaintenance: false,
    isEnabled: true,
    sortOrder: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The games route's page of `rows`. */
export const gamePage =
  (rows: TOpsGame[], total = rows.length) =>
  (call: TMockCall) => ({
    items: rows,
    total,
    page: Number(call.query.get('page') ?? 1),
    pageSize: Number(call.query.get('pageSize') ?? 100),
  });

export function lane(vassalage: string, overrides: Partial<TOpsListedLane> = {}): TOpsListedLane {
  return {
    vassalage,
    gameCategory: 'RNG',
    displayName: `${vassalage} slots`,
    isHot: false,
    isMaintenance: false,
    isEnabled: true,
    imagePath: null,
    sortOrder: 0,
    playerReach: 'VENDOR',
    ...overrides,
  };
}

export function group(code: string, overrides: Partial<TOpsGameGroup> = {}): TOpsGameGroup {
  return {
    code,
    gameCategory: 'RNG',
    labelNames: { TW: `群組${code}`, EN: `Group ${code}` },
    sortOrder: 0,
    ...overrides,
  };
}

export function vendor(vassalage: string, overrides: Partial<TVendor> = {}): TVendor {
  return {
    vassalage,
    displayName: `${vassalage} Gaming`,
    walletMode: 'SEAMLESS',
    isEnabled: true,
    sortOrder: 0,
    launchUrl: 'https://vendor.example/launch',
    ipAllowList: ['203.0.113.0/24'],
    maxRoundPayoutMinor: null,
    maxPayoutMultiple: 1_000_000,
    createdAt: '2026-11-01T00:00:00.000Z',
    isMaintenance: false,
    ...overrides,
  };
}

export function room(roomCode: string, overrides: Partial<TOpsPvpRoom> = {}): TOpsPvpRoom {
  return {
    id: '1',
    roomCode,
    gameId: '31',
    names: { TW: `房間${roomCode}`, EN: `Room ${roomCode}` },
    minBetMinor: 10000,
    seats: 6,
    isEnabled: true,
    sortOrder: 0,
    ...overrides,
  };
}
