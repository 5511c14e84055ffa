import { ZLotteryCancelAnswer } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';

/** POST /lgw/bets/:betId/cancel (T): the whole stake back, before the close, where the merchant allows it. */
export function cancelLotteryBet(betId: string) {
  return apiSend('POST', `/lgw/bets/${encodeURIComponent(betId)}/cancel`, ZLotteryCancelAnswer);
}
