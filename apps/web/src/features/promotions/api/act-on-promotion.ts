import { ZPromotionDetail } from '@kirin/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from '../../wallet/api/use-money-mutation';
import { PROMOTIONS_QUERY_ROOT } from './promotion-queries';

const ZPaid = z.object({ paid: z.number().int() });
const at = (id: string, action: string) => `/wps/promotions/${encodeURIComponent(id)}/${action}`;

/** POST /wps/promotions/:id/join (T): opt in to a deposit bonus. */
export const joinPromotion = (id: string) => apiSend('POST', at(id, 'join'), ZPromotionDetail);
/** POST /wps/promotions/:id/claim (T): a deposit bonus within its window, or reached bet-volume tiers. */
export const claimPromotion = (id: string) => apiSend('POST', at(id, 'claim'), ZPaid);
/** POST /wps/promotions/:id/sign-in (T): today's sign-in. */
export const signInPromotion = (id: string) => apiSend('POST', at(id, 'sign-in'), ZPaid);

/** PUT /wps/promotions/:id/application (T, multipart): remark and up to 3 png/jpg images. */
export function applyForPromotion({ id, remark, images }: { id: string; remark: string; images: File[] }) {
  const form = new FormData();
  form.append('remark', remark);
  for (const image of images) form.append('images', image);
  return apiSend('PUT', at(id, 'application'), ZPromotionDetail, { body: form });
}

/** A promotion action: afterwards the promotions refetch, and the wallet too when money moved. */
export function usePromotionAction<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const mutation = useMoneyMutation(send);
  return {
    ...mutation,
    run: async (body: TBody) => {
      try {
        return await mutation.mutateAsync(body);
      } finally {
        await queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_ROOT });
      }
    },
  };
}
