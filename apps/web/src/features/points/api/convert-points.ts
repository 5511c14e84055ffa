import { POINTS_CONVERT_PATH, ZPointConversion, type TPointConvertRequest } from '@kirin/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from '../../wallet/api/use-money-mutation';
import { POINTS_QUERY_ROOT } from './points-query-keys';

/** POST passwordCheck/MCS2_convertPoint (T): whole points to the main wallet, once per requestId. */
export function convertPoints(body: TPointConvertRequest) {
  return apiSend('POST', POINTS_CONVERT_PATH, ZPointConversion, { body });
}

/** The conversion; on success the wallet balances and every points query refetch. */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMoneyMutation(async (body: TPointConvertRequest) => {
    const result = await convertPoints(body);
    void queryClient.invalidateQueries({ queryKey: POINTS_QUERY_ROOT });
    return result;
  });
}
