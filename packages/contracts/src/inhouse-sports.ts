// The in-house sportsbook's page API (vendor side, /inhouse/api/sports): requests and answers, shared by the
// server that validates them and the page that reads them (docs/games.md, "Sports and esports").
import {
  ODDS_CHANGE_RULES,
  SPORTS_LEG_OUTCOMES,
  SPORTS_MARKET_KINDS,
  SPORTS_SELECTIONS,
} from './games/index.js';
import { z } from 'zod';

/** The sportsbook's stake limits in minor units, and how many legs a multiple may have. */
export const SPORTS_MIN_STAKE = 100;
export const SPORTS_MAX_STAKE = 1_000_000;
export const SPORTS_MAX_LEGS = 10;
/** The highest price a bet may reach (1000.00): keeps every return far inside the platform's payout ceiling. */
export const SPORTS_MAX_COMBINED_ODDS_MILLI = 1_000_000;
/** The in-play bet delay: a bet on a live fixture stands only if its prices still hold this long after. */
export const SPORTS_IN_PLAY_DELAY_MS = 5_000;

const ZSelection = z.enum(SPORTS_SELECTIONS);
const ZId = z.string().regex(/^[1-9][0-9]{0,17}$/);

export const ZSportsBetRequest = z.object({
  clientBetKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  stakeMinor: z.number().int().min(SPORTS_MIN_STAKE).max(SPORTS_MAX_STAKE),
  oddsRule: z.enum(ODDS_CHANGE_RULES),
  legs: z
    .array(
      z.object({
        marketId: ZId,
        selection: ZSelection,
        oddsMilli: z.number().int().min(1000).max(1_000_000),
      }),
    )
    .min(1)
    .max(SPORTS_MAX_LEGS),
});
export type TSportsBetRequest = z.infer<typeof ZSportsBetRequest>;

export const ZSportsCashOutRequest = z.object({
  betId: z.string().regex(/^SB[0-9a-f]{16}$/),
  /** The value the page showed; a lower value now is refused (the page shows the new one). */
  expectedValueMinor: z.number().int().min(0),
});

export const ZSimulatedResultRequest = z.object({
  fixtureId: z.string().min(1).max(60),
  /** Null: the fixture is cancelled (every bet on it void). */
  score: z
    .object({ home: z.number().int().min(0).max(99), away: z.number().int().min(0).max(99) })
    .nullable(),
});

export const ZSportsLegView = z.object({
  fixtureId: z.string(),
  fixtureName: z.string(),
  marketKind: z.enum(SPORTS_MARKET_KINDS),
  lineQuarters: z.number().int(),
  selection: ZSelection,
  oddsMilli: z.number().int(),
  outcome: z.enum(SPORTS_LEG_OUTCOMES).nullable(),
});

export const ZSportsBetView = z.object({
  betId: z.string(),
  status: z.enum(['PENDING', 'DELAYED', 'OPEN', 'REJECTED', 'ROLLED_BACK', 'SETTLED', 'CASHED_OUT']),
  stakeMinor: z.number().int(),
  oddsMilli: z.number().int(),
  payoutMinor: z.number().int().nullable(),
  cashOutValueMinor: z.number().int().nullable(),
  acceptAt: z.string().nullable(),
  createdAt: z.string(),
  legs: z.array(ZSportsLegView),
});
export type TSportsBetView = z.infer<typeof ZSportsBetView>;

export const ZSportsMarketView = z.object({
  marketId: z.string(),
  kind: z.enum(SPORTS_MARKET_KINDS),
  lineQuarters: z.number().int(),
  suspended: z.boolean(),
  prices: z.array(z.object({ selection: ZSelection, oddsMilli: z.number().int() })),
});

export const ZSportsFixtureView = z.object({
  fixtureId: z.string(),
  sport: z.string(),
  competition: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  startsAt: z.string(),
  status: z.enum(['SCHEDULED', 'LIVE', 'FINISHED', 'CANCELLED']),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  isSimulated: z.boolean(),
  markets: z.array(ZSportsMarketView),
});

export const ZSportsFixtures = z.object({
  feed: z.object({ name: z.string(), isSimulated: z.boolean() }),
  fixtures: z.array(ZSportsFixtureView),
});
export type TSportsFixtures = z.infer<typeof ZSportsFixtures>;

export const ZSportsBetAnswer = z.object({ bet: ZSportsBetView, balance: z.number().nullable() });
export const ZSportsMyBets = z.object({ bets: z.array(ZSportsBetView) });
