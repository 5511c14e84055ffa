import {
  RED_ENVELOPE_CLAIM_PATH,
  ZRedEnvelopeClaimed,
  type TRedEnvelopeClaimRequest,
} from '@kirin/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from '../../wallet/api/use-money-mutation';
import { RED_ENVELOPE_QUERY_ROOT } from './red-envelope-query-keys';

/** POST MCS2_claimRafflePromotion: opens one envelope; the packet is paid to the main wallet at once. */
export function claimRedEnvelope(body: TRedEnvelopeClaimRequest) {
  return apiSend('POST', RED_ENVELOPE_CLAIM_PATH, ZRedEnvelopeClaimed, { body });
}

/** The claim, refreshing the balances (money moved) and what the envelope shows, won or refused. */
export function useClaimRedEnvelope() {
  const queryClient = useQueryClient();
  const mutation = useMoneyMutation(claimRedEnvelope);
  const refresh = () => queryClient.invalidateQueries({ queryKey: RED_ENVELOPE_QUERY_ROOT });
  return { ...mutation, refresh };
}
