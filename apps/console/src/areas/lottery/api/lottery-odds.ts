import {
  ZOpsNumberCap,
  ZOpsOddsAnswer,
  ZOpsOddsVersion,
  type TOpsNumberCapSave,
  type TOpsOddsUpdate,
} from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';
import { lotteryKey, lotteryPath } from './lottery-base';

export type TOpsOddsAnswer = z.infer<typeof ZOpsOddsAnswer>;
export type TOpsNumberCap = z.infer<typeof ZOpsNumberCap>;

const gamePath = (merchant: string, gameCode: string, path: string) =>
  lotteryPath(merchant, `games/${encodeURIComponent(gameCode)}/${path}`);

export const oddsKey = (merchant: string, gameCode: string) =>
  [...lotteryKey(merchant), 'odds', gameCode] as const;
export const capsKey = (merchant: string, gameCode: string) =>
  [...lotteryKey(merchant), 'caps', gameCode] as const;

/** The odds sold now and every version, newest first. */
export const fetchOdds = (merchant: string, gameCode: string, signal?: AbortSignal) =>
  opsGet(gamePath(merchant, gameCode, 'odds'), ZOpsOddsAnswer, undefined, signal);
export const fetchOddsVersion = (merchant: string, gameCode: string, version: number, signal?: AbortSignal) =>
  opsGet(gamePath(merchant, gameCode, `odds/${version}`), ZOpsOddsVersion, undefined, signal);
/** Writes the next version: the prices given change, the rest is kept; placed bets keep theirs. */
export const saveOdds = (merchant: string, gameCode: string, body: TOpsOddsUpdate) =>
  opsSend('PUT', gamePath(merchant, gameCode, 'odds'), ZOpsOddsAnswer, body);

export const fetchCaps = (merchant: string, gameCode: string, signal?: AbortSignal) =>
  opsGet(gamePath(merchant, gameCode, 'caps'), z.array(ZOpsNumberCap), undefined, signal);
/** Adds or replaces the cap of one number of a bet type. */
export const saveCap = (merchant: string, gameCode: string, body: TOpsNumberCapSave) =>
  opsSend('PUT', gamePath(merchant, gameCode, 'caps'), ZOpsNumberCap, body);
export const deleteCap = (merchant: string, gameCode: string, betCode: string, pick: string) =>
  opsSend(
    'DELETE',
    gamePath(merchant, gameCode, `caps/${encodeURIComponent(betCode)}/${encodeURIComponent(pick)}`),
    z.object({ isDeleted: z.literal(true) }),
  );
