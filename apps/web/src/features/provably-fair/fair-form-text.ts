import { SLOT_GAME_CODE, SLOT_LINE_COUNT, type TInhouseFairRound } from '@kirin/contracts';
import { minorToAmountText, parseAmountToMinor } from '../../lib/money-input';
import { isFairGame, type TFairForm, type TFairGame } from './recompute-round';

/** The verification form as typed: the nonce as text, the bet in display units. */
export type TFairFormText = {
  gameCode: TFairGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
};

/** The fields a problem is shown under. */
export type TFairField = 'serverSeed' | 'clientSeed' | 'nonce' | 'bet';
export type TFairFormProblems = Partial<Record<TFairField, string>>;

export const BLANK_FAIR_FORM: TFairFormText = {
  gameCode: SLOT_GAME_CODE,
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  bet: '1.00',
};

/** The form filled from a stored round (the server seed empty until it is revealed). */
export function fairFormOfRound(round: TInhouseFairRound): TFairFormText {
  return {
    gameCode: isFairGame(round.gameCode) ? round.gameCode : SLOT_GAME_CODE,
    serverSeed: round.serverSeed ?? '',
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    bet: round.betMinor === null ? BLANK_FAIR_FORM.bet : minorToAmountText(round.betMinor),
  };
}

/**
 * The form's values ready to recompute, or the problems (translation keys by field). Crash and baccarat
 * rounds always use nonce 0 and have no bet.
 */
export function readFairForm(text: TFairFormText): { form: TFairForm } | { problems: TFairFormProblems } {
  const problems: TFairFormProblems = {};
  const isSlot = text.gameCode === SLOT_GAME_CODE;
  if (text.serverSeed.trim() === '') problems.serverSeed = 'fair_server_seed_required';
  if (text.clientSeed === '')
    problems.clientSeed = isSlot ? 'fair_client_seed_required' : 'fair_round_id_required';
  const nonce = isSlot ? Number(text.nonce.trim()) : 0;
  if (!/^\d{1,15}$/.test(isSlot ? text.nonce.trim() : '0') || !Number.isSafeInteger(nonce))
    problems.nonce = 'fair_nonce_invalid';
  const betMinor = isSlot ? parseAmountToMinor(text.bet) : 0;
  if (isSlot && (betMinor === null || betMinor <= 0 || betMinor % SLOT_LINE_COUNT !== 0))
    problems.bet = 'fair_bet_invalid';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    form: {
      gameCode: text.gameCode,
      serverSeed: text.serverSeed.trim(),
      serverSeedHash: text.serverSeedHash,
      clientSeed: text.clientSeed,
      nonce,
      betMinor: betMinor ?? 0,
    },
  };
}
