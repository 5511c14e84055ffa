// What the crash page shows, as pure functions of the table's state (tested without a DOM or a canvas).
import type { TCrashState } from '@kirin/contracts';
import { formatMinor } from '../common/format.js';
import type { TVars } from '../common/i18n.js';

type TTranslate = (key: string, vars?: TVars) => string;
export type TCrashMyBet = NonNullable<TCrashState['myBet']>;

const ONE_X = 100;

/** Hundredths → "2.35×" (integers only: 235 is exactly 2.35). */
export function formatMultiplier(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}×`;
}

/** The shared curve: floor(100 · e^(growth · t)), never below 1.00× (the server's crashMultiplierAt). */
export function multiplierAt(growthPerMs: number, elapsedMs: number): number {
  return elapsedMs > 0 ? Math.max(ONE_X, Math.floor(ONE_X * Math.exp(growthPerMs * elapsedMs))) : ONE_X;
}

/** The multiplier to show at server time `now`: the curve while flying (the server stops it), else the state's. */
export function currentMultiplier(state: TCrashState | null, growthPerMs: number, now: number): number {
  if (!state) return ONE_X;
  if (state.phase === 'FLYING') return multiplierAt(growthPerMs, now - state.startsAt);
  return state.multiplier;
}

/** What a cash-out at `multiplier` pays for a stake, rounded down to the minor unit like the server. */
export function cashOutMinor(betMinor: number, multiplier: number): number {
  return Math.floor((betMinor * multiplier) / 100);
}

export type TPoint = { x: number; y: number };

/**
 * The flight path drawn on a width × height canvas: 61 points from take-off to `multiplier`, the time axis
 * at least 10 s and the height at least 2.00× with 15 % headroom, inside a 20 px margin. Empty while betting.
 */
export function curvePoints(
  state: Pick<TCrashState, 'phase' | 'startsAt'> | null,
  multiplier: number,
  growthPerMs: number,
  now: number,
  width: number,
  height: number,
): TPoint[] {
  if (!state || state.phase === 'BETTING') return [];
  const elapsed =
    state.phase === 'FLYING' ? now - state.startsAt : Math.log(multiplier / ONE_X) / growthPerMs;
  const spanMs = Math.max(10_000, elapsed * 1.15);
  const top = Math.max(200, multiplier * 1.15);
  return Array.from({ length: 61 }, (_, step) => {
    const at = (elapsed * step) / 60;
    const m = Math.min(multiplierAt(growthPerMs, at), multiplier);
    return {
      x: 20 + ((width - 40) * at) / spanMs,
      y: height - 20 - ((height - 40) * (m - ONE_X)) / (top - ONE_X),
    };
  });
}

/** The phase line under the multiplier: seconds left to bet, flying, or the crash point. */
export function phaseText(state: TCrashState | null, now: number, t: TTranslate): string {
  if (!state) return '';
  if (state.phase === 'BETTING')
    return t('crash.betting', { seconds: Math.max(0, Math.ceil((state.startsAt - now) / 1000)) });
  if (state.phase === 'FLYING') return t('crash.flying');
  return t('crash.crashed', { point: formatMultiplier(state.crashPoint ?? state.multiplier) });
}

export type TActionView = { label: string; disabled: boolean; isCashOut: boolean };

/** The one action button: bet while betting without a bet, cash out while riding, else wait. */
export function actionView(
  state: TCrashState | null,
  multiplier: number,
  isBusy: boolean,
  t: TTranslate,
): TActionView {
  const mine = state?.myBet;
  if (state?.phase === 'BETTING' && !mine)
    return { label: t('crash.bet'), disabled: isBusy, isCashOut: false };
  if (state?.phase === 'FLYING' && mine && mine.cashOut === null)
    return {
      label: t('crash.cashOutAt', { amount: formatMinor(cashOutMinor(mine.betMinor, multiplier)) }),
      disabled: isBusy,
      isCashOut: true,
    };
  return { label: t('crash.waitNext'), disabled: true, isCashOut: false };
}

/** The player's own bet in this round: stake and auto cash-out, the cash-out and win, or the loss. */
export function myBetText(state: TCrashState | null, t: TTranslate): string {
  const mine = state?.myBet;
  if (!state || !mine) return '';
  if (mine.cashOut)
    return t('crash.myCashed', {
      multiplier: formatMultiplier(mine.cashOut),
      payout: formatMinor(cashOutMinor(mine.betMinor, mine.cashOut)),
    });
  if (state.phase === 'CRASHED') return t('crash.myLost');
  let text = t('crash.myBet', { bet: formatMinor(mine.betMinor) });
  if (mine.autoCashOut) text += t('crash.myAuto', { auto: formatMultiplier(mine.autoCashOut) });
  return text;
}

const REFUSAL_KEYS: Readonly<Record<string, string>> = {
  betting_closed: 'crash.bettingClosed',
  not_flying: 'crash.bettingClosed',
  crashed: 'crash.tooLate',
  already_placed: 'crash.alreadyPlaced',
  no_open_bet: 'crash.noOpenBet',
};

/** The page's own string for a refusal's round/bet detail, or null to show the platform's message. */
export function refusalKey(details: { round?: string; bet?: string }): string | null {
  const reason = details.round ?? details.bet;
  return (reason && REFUSAL_KEYS[reason]) || null;
}

export type TBetInput = { betMinor: number; autoCashOut: number | null };

/**
 * The bet form read exactly: the stake within the table's limits, an optional auto cash-out of at least
 * 1.01× (both typed as "12.34"). Answers the request body or the key of what is wrong.
 */
export function readBetInput(
  amountText: string,
  autoText: string,
  limits: { minBetMinor: number; maxBetMinor: number },
  parse: (text: string) => number | null,
): TBetInput | { errorKey: string } {
  const betMinor = parse(amountText);
  if (betMinor === null || betMinor < limits.minBetMinor || betMinor > limits.maxBetMinor)
    return { errorKey: 'crash.invalidAmount' };
  const auto = autoText.trim();
  const autoCashOut = auto ? parse(auto) : null;
  if (auto && (autoCashOut === null || autoCashOut < 101)) return { errorKey: 'crash.invalidAuto' };
  return { betMinor, autoCashOut };
}
