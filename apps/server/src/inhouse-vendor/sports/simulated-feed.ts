import { createHash } from 'node:crypto';
import type { TSportsMarketKind, TSportsScore } from '@kirin/contracts';
import type { TFeedFixture, TFeedMarket, TFeedState, TOddsFeed } from './odds-feed.js';
import {
  bestOfDistribution,
  footballDistribution,
  priceMarket,
  type TScoreDistribution,
} from './sports-pricing.js';

/**
 * The demo's odds feed: every fixture, price, goal, result and correction follows from a seed and the clock, so
 * every process computes the same thing without talking to anyone. Matches are compressed (a football match
 * lasts 15 minutes, an esports map 5) so a demo sees kick-off, in-play prices and settlement in one sitting.
 */
export const SIMULATED_SLOT_MS = 30 * 60_000;
export const SIMULATED_MATCH_MS = 15 * 60_000;
const MAP_MS = 5 * 60_000;
/** Prices move once a minute (before and during the match). */
const ODDS_BUCKET_MS = 60_000;
/** A correction, when the feed makes one, comes this long after the first result. */
export const SIMULATED_CORRECTION_AFTER_MS = 2 * 60_000;

const FOOTBALL_TEAMS = [
  'Taipei Kirins',
  'Kaohsiung Harbour',
  'Taichung Rangers',
  'Hsinchu Wind',
  'Tainan Old Town',
  'Keelung Rain',
  'Hualien Coast',
  'Yilan Rivers',
];
const ESPORTS_TEAMS = [
  'Jade Dragons',
  'Neon Tigers',
  'Cloud Nine Tails',
  'Pixel Monks',
  'Red Lanterns',
  'Byte Storm',
];
const ESPORTS_TITLES = ['CS2', 'League of Legends', 'Dota 2'];

/** A uniform number in [0, 1) from the seed and a label (SHA-256, first 48 bits). */
function unit(seed: string, label: string): number {
  const digest = createHash('sha256').update(`${seed}:${label}`).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/** A Poisson draw from one uniform (inverse CDF). */
function poissonFromUnit(lambda: number, u: number): number {
  let k = 0;
  let term = Math.exp(-lambda);
  let cdf = term;
  while (u > cdf && k < 15) {
    k++;
    term = (term * lambda) / k;
    cdf += term;
  }
  return k;
}

function twoTeams(seed: string, id: string, teams: readonly string[]): [string, string] {
  const home = Math.floor(unit(seed, `${id}:home`) * teams.length);
  const offset = 1 + Math.floor(unit(seed, `${id}:away`) * (teams.length - 1));
  return [teams[home]!, teams[(home + offset) % teams.length]!];
}

type TScript = {
  /** When each side scored (ms after kick-off) or won a map. */
  events: { at: number; side: 'home' | 'away' }[];
  cancelled: boolean;
  corrected: boolean;
};

export class SimulatedOddsFeed implements TOddsFeed {
  readonly name = 'simulated';
  readonly isSimulated = true;

  constructor(private readonly seed: string) {}

  fixturesAround(now: number): TFeedFixture[] {
    const slot = Math.floor(now / SIMULATED_SLOT_MS);
    const fixtures: TFeedFixture[] = [];
    for (let n = slot - 1; n <= slot + 2; n++) {
      const slotStart = n * SIMULATED_SLOT_MS;
      for (let k = 0; k < 3; k++) {
        const id = `SIM-F${n}-${k}`;
        const [homeName, awayName] = twoTeams(this.seed, id, FOOTBALL_TEAMS);
        const startsAt = slotStart + k * 10 * 60_000;
        fixtures.push({
          id,
          product: 'SPORTS',
          sport: 'FOOTBALL',
          competition: 'Simulated Island League',
          homeName,
          awayName,
          startsAt,
          endsAt: startsAt + SIMULATED_MATCH_MS,
        });
      }
      for (let k = 0; k < 2; k++) {
        const id = `SIM-E${n}-${k}`;
        const [homeName, awayName] = twoTeams(this.seed, id, ESPORTS_TEAMS);
        const title = ESPORTS_TITLES[Math.floor(unit(this.seed, `${id}:title`) * ESPORTS_TITLES.length)]!;
        const startsAt = slotStart + 5 * 60_000 + k * 15 * 60_000;
        fixtures.push({
          id,
          product: 'ESPORTS',
          sport: title,
          competition: `Simulated ${title} Cup (best of 3)`,
          homeName,
          awayName,
          startsAt,
          endsAt: startsAt + SIMULATED_MATCH_MS,
        });
      }
    }
    return fixtures;
  }

  /** Scoring strength: football goals per match for each side; esports the home side's chance per map. */
  private strength(fixture: TFeedFixture, bucket: number | null): { home: number; away: number } {
    const drift = bucket === null ? 1 : 1 + 0.1 * (unit(this.seed, `${fixture.id}:drift:${bucket}`) - 0.5);
    if (fixture.product === 'ESPORTS') {
      const p = 0.3 + 0.4 * unit(this.seed, `${fixture.id}:map-strength`);
      return { home: Math.min(0.9, p * drift), away: 0 };
    }
    return {
      home: (0.9 + 1.4 * unit(this.seed, `${fixture.id}:home-rate`)) * drift,
      away: (0.7 + 1.2 * unit(this.seed, `${fixture.id}:away-rate`)) / drift,
    };
  }

  private script(fixture: TFeedFixture): TScript {
    const events: TScript['events'] = [];
    const base = this.strength(fixture, null);
    if (fixture.product === 'ESPORTS') {
      let home = 0;
      let away = 0;
      for (let map = 0; home < 2 && away < 2; map++) {
        const side = unit(this.seed, `${fixture.id}:map:${map}`) < base.home ? 'home' : 'away';
        if (side === 'home') home++;
        else away++;
        events.push({ at: (map + 1) * MAP_MS - 1, side });
      }
    } else {
      for (const side of ['home', 'away'] as const) {
        const goals = poissonFromUnit(base[side], unit(this.seed, `${fixture.id}:${side}-goals`));
        for (let g = 0; g < goals; g++)
          events.push({
            at: Math.floor(unit(this.seed, `${fixture.id}:${side}:${g}`) * SIMULATED_MATCH_MS),
            side,
          });
      }
    }
    return {
      events: events.sort((a, b) => a.at - b.at),
      cancelled: unit(this.seed, `${fixture.id}:cancelled`) < 0.04,
      corrected: unit(this.seed, `${fixture.id}:corrected`) < 0.1,
    };
  }

  private scoreAt(script: TScript, elapsed: number): TSportsScore {
    const score = { home: 0, away: 0 };
    for (const event of script.events) if (event.at < elapsed) score[event.side]++;
    return score;
  }

  private marketsOf(fixture: TFeedFixture): { kind: TSportsMarketKind; lineQuarters: number }[] {
    if (fixture.product === 'ESPORTS')
      return [
        { kind: 'MATCH_WINNER', lineQuarters: 0 },
        { kind: 'ASIAN_HANDICAP', lineQuarters: -6 },
        { kind: 'ASIAN_HANDICAP', lineQuarters: 6 },
        { kind: 'OVER_UNDER', lineQuarters: 10 },
      ];
    // The handicap around the strength difference, rounded to a quarter, with a quarter either side.
    const base = this.strength(fixture, null);
    const main = Math.round((base.away - base.home) * 4);
    return [
      { kind: 'ONE_X_TWO', lineQuarters: 0 },
      { kind: 'ASIAN_HANDICAP', lineQuarters: main - 1 },
      { kind: 'ASIAN_HANDICAP', lineQuarters: main },
      { kind: 'ASIAN_HANDICAP', lineQuarters: main + 1 },
      { kind: 'OVER_UNDER', lineQuarters: 9 },
      { kind: 'OVER_UNDER', lineQuarters: 10 },
      { kind: 'OVER_UNDER', lineQuarters: 11 },
    ];
  }

  stateAt(fixture: TFeedFixture, now: number): TFeedState {
    const script = this.script(fixture);
    const closed = (): TFeedMarket[] =>
      this.marketsOf(fixture).map((m) => ({ ...m, suspended: true, prices: {} }));
    if (script.cancelled && now >= fixture.startsAt)
      return { status: 'CANCELLED', score: null, oddsBucket: -2, markets: closed() };
    if (now >= fixture.endsAt) {
      const final = this.scoreAt(script, Infinity);
      const score =
        script.corrected && now >= fixture.endsAt + SIMULATED_CORRECTION_AFTER_MS
          ? this.correctionOf(fixture, final)
          : final;
      return { status: 'FINISHED', score, oddsBucket: -3, markets: closed() };
    }
    const bucket = Math.floor(now / ODDS_BUCKET_MS);
    const live = now >= fixture.startsAt;
    const elapsed = live ? now - fixture.startsAt : 0;
    const current = this.scoreAt(script, elapsed);
    const strength = this.strength(fixture, bucket);
    const left = 1 - elapsed / SIMULATED_MATCH_MS;
    const distribution: TScoreDistribution =
      fixture.product === 'ESPORTS'
        ? bestOfDistribution(current, strength.home, 3)
        : footballDistribution(current, strength.home * left, strength.away * left);
    return {
      status: live ? 'LIVE' : 'SCHEDULED',
      score: live ? current : null,
      oddsBucket: bucket,
      markets: this.marketsOf(fixture).map((m) => ({ ...m, ...priceMarket(m, distribution) })),
    };
  }

  /** The corrected final score: the last goal (or map) credited to the other side. */
  private correctionOf(fixture: TFeedFixture, final: TSportsScore): TSportsScore {
    const script = this.script(fixture);
    const last = script.events.at(-1);
    if (!last) return { home: 1, away: 0 };
    if (fixture.product === 'ESPORTS') return { home: final.away, away: final.home };
    return last.side === 'home'
      ? { home: final.home - 1, away: final.away + 1 }
      : { home: final.home + 1, away: final.away - 1 };
  }
}
