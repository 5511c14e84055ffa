import { ZLotteryPlaceAnswer, type TLotteryPlaceSlip } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';

/** POST /lgw/bets (T): a slip of bets on one issue, all accepted or none; the slipId makes a retry safe. */
export function placeLotterySlip(slip: TLotteryPlaceSlip) {
  return apiSend('POST', '/lgw/bets', ZLotteryPlaceAnswer, { body: slip });
}
