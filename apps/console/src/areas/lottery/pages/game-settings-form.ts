import {
  findLotteryGame,
  lotteryBetTypesOf,
  ZLotteryResultSource,
  ZOpsLotteryGameUpdate,
  type TLotteryBetDefinition,
  type TOpsLotteryGameUpdate,
} from '@kirin/contracts';
import { z } from 'zod';
import type { TOpsLotteryGame } from '../api/lottery-games';

const fields = ZOpsLotteryGameUpdate.shape;
/** Blank entries of a text map (a name, a tie rule left to the definition) are left out. */
const dropBlank = (map: Record<string, string>) =>
  Object.fromEntries(Object.entries(map).filter(([, value]) => value.trim() !== ''));

/**
 * The settings form: the route's body, with names and tie rules typed per row (blanks dropped) and the result
 * source able to hold the game's current one (SIMULATED, INHOUSE), which is sent only when changed.
 */
export const ZGameSettingsForm = ZOpsLotteryGameUpdate.extend({
  names: z.record(z.string(), z.string()).transform(dropBlank).pipe(fields.names.unwrap()),
  tieRules: z.record(z.string(), z.string()).transform(dropBlank).pipe(fields.tieRules.unwrap()),
  resultSource: ZLotteryResultSource,
});
export type TGameSettingsForm = z.input<typeof ZGameSettingsForm>;
export type TGameSettingsValues = z.output<typeof ZGameSettingsForm>;

/** The form's starting values: the game as the server has it. */
export function settingsOf(game: TOpsLotteryGame): TGameSettingsForm {
  return {
    isEnabled: game.isEnabled,
    isSuspended: game.isSuspended,
    prizeMode: game.prizeMode,
    sortOrder: game.sortOrder,
    names: { TW: game.names.TW ?? '', EN: game.names.EN ?? '', ...game.names },
    closeBeforeDrawSeconds: game.closeBeforeDrawSeconds ?? undefined,
    drawTime: game.drawTime,
    closeTime: game.closeTime,
    resultSource: game.resultSource,
    feedUrl: game.feedUrl,
    minUnitStakeMinor: game.minUnitStakeMinor,
    maxBetStakeMinor: game.maxBetStakeMinor,
    maxPayoutMinor: game.maxPayoutMinor,
    numberLiabilityCapMinor: game.numberLiabilityCapMinor,
    allowBetCancel: game.allowBetCancel,
    tieRules: game.tieRules,
  };
}

/**
 * The PATCH body: only the fields the operator changed (the audit row then shows one change), checked by the
 * route's own schema. Null when nothing changed.
 */
export function changedSettings(
  values: TGameSettingsValues,
  dirty: Partial<Record<keyof TGameSettingsValues, unknown>>,
): z.ZodSafeParseResult<TOpsLotteryGameUpdate> | null {
  const changed = Object.keys(values).filter((key) => Boolean(dirty[key as keyof TGameSettingsValues]));
  if (changed.length === 0) return null;
  const body = Object.fromEntries(changed.map((key) => [key, values[key as keyof TGameSettingsValues]]));
  return ZOpsLotteryGameUpdate.safeParse(body);
}

/** The bet types of the game whose outcome can be a tie (big/small in the middle, dragon/tiger equal). */
export function tieableBetTypes(engineCode: string): TLotteryBetDefinition[] {
  const engine = findLotteryGame(engineCode);
  if (!engine) return [];
  return lotteryBetTypesOf(engine).filter(
    (bet) => bet.matcher.kind === 'BIG_SMALL' || bet.matcher.kind === 'COMPARE_POSITIONS',
  );
}

/** The prize modes a game of each area may be listed under (the route checks it too). */
export const PRIZE_MODES_OF_AREA = { VN: ['Lott', 'ZY'], SEA: ['SEA'], ELOTT: ['Elott'] } as const;
