import { LOTTERY_BET_TYPES, type TLotteryBetDefinition } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';

/** Matcher kinds read against the slices of drawn numbers (lottery_draw_slice). */
export const SLICE_MATCHER_KINDS = [
  'DIGITS_IN_TIERS',
  'PERMUTATION_OF',
  'ALL_PICKS_PRESENT',
  'NO_PICK_PRESENT',
  'PAIR_PRESENT',
  'OCCURRENCES',
] as const;

type TBetTypeRow = {
  code: string;
  family: string;
  matcher_kind: string;
  tiers: string[] | null;
  slice_start: number | null;
  slice_length: number | null;
  at_least: number | null;
  distinct_count: number | null;
  sum_of: string[] | null;
  small_max: number | null;
  big_min: number | null;
  tie_on_triple: boolean;
  left_tier: string | null;
  right_tier: string | null;
  combination: string;
  payout: string;
  prize_key: string;
  is_pooled: boolean;
};

/**
 * What the SQL does not model, refused here so a new definition fails loudly instead of settling wrongly: a
 * hit paid ONCE is keyed by its unit, so its prize label must not depend on the tier it hit; pooled stations
 * are read as one board of slices only; a pair's prize is WIN.
 */
function checkModelled(definition: TLotteryBetDefinition): void {
  const { code, matcher } = definition;
  if (definition.payout === 'ONCE' && definition.prizeKey === 'TIER')
    throw new Error(`${code}: ONCE with prize key TIER is not settled in SQL`);
  if (definition.stations.pooled && !(SLICE_MATCHER_KINDS as readonly string[]).includes(matcher.kind))
    throw new Error(`${code}: pooled stations with ${matcher.kind} are not settled in SQL`);
  if (matcher.kind === 'PAIR_PRESENT' && definition.prizeKey !== 'WIN')
    throw new Error(`${code}: a pair bet's prize must be WIN`);
}

/** A definition as a row of lottery_bet_type: its matcher's parameters in columns. */
export function betTypeRow(definition: TLotteryBetDefinition): TBetTypeRow {
  checkModelled(definition);
  const m = definition.matcher;
  const row: TBetTypeRow = {
    code: definition.code,
    family: definition.family,
    matcher_kind: m.kind,
    tiers: null,
    slice_start: null,
    slice_length: null,
    at_least: null,
    distinct_count: null,
    sum_of: null,
    small_max: null,
    big_min: null,
    tie_on_triple: false,
    left_tier: null,
    right_tier: null,
    combination: definition.combination,
    payout: definition.payout,
    prize_key: definition.prizeKey,
    is_pooled: definition.stations.pooled ?? false,
  };
  switch (m.kind) {
    case 'DIGITS_IN_TIERS':
    case 'PERMUTATION_OF':
    case 'ALL_PICKS_PRESENT':
    case 'NO_PICK_PRESENT':
    case 'PAIR_PRESENT':
      return {
        ...row,
        tiers: m.tiers === 'ALL' ? null : [...m.tiers],
        slice_start: m.slice.start,
        slice_length: m.slice.length,
      };
    case 'SEQUENCE_EQUALS':
      return { ...row, tiers: [...m.tiers] };
    case 'OCCURRENCES':
      return { ...row, tiers: [...m.tiers], at_least: m.atLeast };
    case 'DISTINCT_COUNT':
      return { ...row, tiers: [...m.tiers], distinct_count: m.distinct };
    case 'BIG_SMALL':
      return {
        ...row,
        sum_of: [...m.source.sumOf],
        small_max: m.smallMax,
        big_min: m.bigMin,
        tie_on_triple: m.tieOnTriple ?? false,
      };
    case 'ODD_EVEN':
    case 'SUM_EQUALS':
      return { ...row, sum_of: [...m.source.sumOf] };
    case 'COMPARE_POSITIONS':
      return { ...row, left_tier: m.left, right_tier: m.right };
    case 'FORM':
      return { ...row, tiers: [...m.tiers] };
  }
}

const COLUMNS = [
  'family',
  'matcher_kind',
  'tiers',
  'slice_start',
  'slice_length',
  'at_least',
  'distinct_count',
  'sum_of',
  'small_max',
  'big_min',
  'tie_on_triple',
  'left_tier',
  'right_tier',
  'combination',
  'payout',
  'prize_key',
  'is_pooled',
] as const;

const synced = new WeakSet<TDb>();

/**
 * Upserts LOTTERY_BET_TYPES into lottery_bet_type (about 150 rows, one statement; unchanged rows are not
 * rewritten). Once per process and database: the table changes only with a deploy.
 */
export async function syncLotteryBetTypes(db: TDb): Promise<void> {
  if (synced.has(db)) return;
  const rows = JSON.stringify(LOTTERY_BET_TYPES.map(betTypeRow));
  const set = sql.join(COLUMNS.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`));
  const current = sql.join(COLUMNS.map((c) => sql`lottery_bet_type.${sql.ref(c)}`));
  const incoming = sql.join(COLUMNS.map((c) => sql`excluded.${sql.ref(c)}`));
  await sql`INSERT INTO lottery_bet_type (code, ${sql.join(COLUMNS.map((c) => sql.ref(c)))})
    SELECT code, ${sql.join(COLUMNS.map((c) => sql.ref(c)))}
    FROM jsonb_to_recordset(${rows}::jsonb) AS r (code text, family text, matcher_kind text, tiers text[],
      slice_start integer, slice_length integer, at_least integer, distinct_count integer, sum_of text[],
      small_max integer, big_min integer, tie_on_triple boolean, left_tier text, right_tier text,
      combination text, payout text, prize_key text, is_pooled boolean)
    ON CONFLICT (code) DO UPDATE SET ${set}, synced_at = now()
    WHERE (${current}) IS DISTINCT FROM (${incoming})`.execute(db);
  synced.add(db);
}
