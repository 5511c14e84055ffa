import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMerchantCode } from '../../../app/area-context';
import { merchantDetailKey, merchantListKey } from '../api/merchant-config';

/** A change to the merchant: afterwards its detail and the shell's merchant list are read again. */
export function useSaveMerchant<TInput>(save: (merchant: string, input: TInput) => Promise<unknown>) {
  const merchant = useMerchantCode();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => save(merchant, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: merchantDetailKey(merchant) }),
        queryClient.invalidateQueries({ queryKey: merchantListKey }),
      ]),
  });
}
