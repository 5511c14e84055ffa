import { findLotteryGame } from '@kirin/contracts';

/** The bet code prefixes of the engine, each with the short tag its translation keys use. */
const PREFIXES: readonly (readonly [prefix: string, tag: string])[] = [
  ['VN_MB_', 'VN'],
  ['VN_MN_', 'VN'],
  ['MY_4D_', '4D'],
  ['SG_4D_', '4D'],
  ['THAI_', 'THAI'],
  ['SSC_', 'SSC'],
  ['PK10_', 'PK10'],
  ['K3_', 'K3'],
  ['X115_', 'X115'],
];

function splitCode(code: string): { tag: string; rest: string } {
  const found = PREFIXES.find(([prefix]) => code.startsWith(prefix));
  return found ? { tag: found[1], rest: code.slice(found[0].length) } : { tag: 'OTHER', rest: code };
}

export type TBetTypeLabel = { key: string; values: Record<string, number> };

/**
 * The translation key of a bet type's name. Per-position bets share one key with the position as `{{n}}`
 * (SSC_B3_DIGIT → lottery_bet_SSC_Bn_DIGIT, n 3); North and South Vietnamese bets share theirs (VN_MB_LO2 and
 * VN_MN_LO2 → lottery_bet_VN_LO2).
 */
export function betTypeLabelOf(code: string): TBetTypeLabel {
  const { tag, rest } = splitCode(code);
  const position = /^([BP])(\d+)_(.+)$/.exec(rest);
  if (position)
    return { key: `lottery_bet_${tag}_${position[1]}n_${position[3]}`, values: { n: Number(position[2]) } };
  const dragonTiger = /^DT(\d+)$/.exec(rest);
  if (dragonTiger) {
    const n = Number(dragonTiger[1]);
    return { key: `lottery_bet_${tag}_DTn`, values: { n, m: 11 - n } };
  }
  const anyOf = /^ANY(\d)$/.exec(rest);
  if (anyOf) return { key: `lottery_bet_${tag}_ANYn`, values: { n: Number(anyOf[1]) } };
  return { key: `lottery_bet_${tag}_${rest}`, values: {} };
}

// The first rule whose pattern matches the code's rest (after the prefix) names its group.
const GROUP_RULES: readonly (readonly [pattern: RegExp, group: string])[] = [
  [/^(LO2|LO3|LO4)$/, 'LO'],
  [/^BAO_LO\d$/, 'BAO_LO'],
  [/^(DE|DE_DAU|DE_G1|BA_CANG)$/, 'DE'],
  [/^(DAU1|DUOI1|DAU2|DUOI2|DAU_DUOI|XIU_CHU)$/, 'DAU_DUOI'],
  [/^XIEN\d$/, 'XIEN'],
  [/^LO_TRUOT\d+$/, 'LO_TRUOT'],
  [/^DA_/, 'DA'],
  [/(DIGIT|NUMBER)$/, 'NUMBER'],
  [/BIG_SMALL$/, 'BIG_SMALL'],
  [/ODD_EVEN$/, 'ODD_EVEN'],
  [/^(DRAGON_TIGER|DT\d+)$/, 'DRAGON_TIGER'],
  [/FORM$/, 'FORM'],
  [/DIRECT$/, 'DIRECT'],
  [/^ANY\d$/, 'ANY'],
  [/SUM$/, 'SUM'],
  [/(TRIPLE|PAIR|DIFFERENT)$/, 'DICE'],
];

/** The picker group of a bet type (lô, đề, xiên …; number, big/small, odd/even …); 4D and Thai have one. */
export function betTypeGroupOf(code: string): string {
  const { rest } = splitCode(code);
  return GROUP_RULES.find(([pattern]) => pattern.test(rest))?.[1] ?? 'MAIN';
}

/** Bet types grouped for the picker, groups in the order their first bet type comes. */
export function groupBetTypes<T extends { betCode: string }>(
  offers: readonly T[],
): { group: string; offers: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const offer of offers) {
    const group = betTypeGroupOf(offer.betCode);
    groups.set(group, [...(groups.get(group) ?? []), offer]);
  }
  return [...groups].map(([group, list]) => ({ group, offers: list }));
}

/**
 * The bet code a `playType` names among the game's codes: the full code (VN_MB_LO2), or the short form after
 * the game's prefix (LO2). Null when it names none of them.
 */
export function resolvePlayType(
  playType: string | null,
  engineCode: string,
  codes: readonly string[],
): string | null {
  if (!playType) return null;
  const wanted = playType.toUpperCase();
  if (codes.includes(wanted)) return wanted;
  const prefix = findLotteryGame(engineCode)?.betCodePrefix;
  if (prefix && codes.includes(`${prefix}${wanted}`)) return `${prefix}${wanted}`;
  const bySuffix = codes.filter((code) => code.endsWith(`_${wanted}`));
  return bySuffix.length === 1 ? bySuffix[0]! : null;
}
