import { MISSION_CLAIM_PATH, ZMissionClaimed, type TMissionClaimRequest } from '@kirin/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from '../../wallet/api/use-money-mutation';
import { MISSION_QUERY_ROOT } from './mission-query-keys';

/** POST MCSFE_claimMissionReward (T): pays a reached mission's reward for the current period, once. */
export function claimMission(body: TMissionClaimRequest) {
  return apiSend('POST', MISSION_CLAIM_PATH, ZMissionClaimed, { body });
}

/** The claim; afterwards the balance (and its missionCount) and the missions refetch, paid or refused. */
export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMoneyMutation(async (body: TMissionClaimRequest) => {
    try {
      return await claimMission(body);
    } finally {
      void queryClient.invalidateQueries({ queryKey: MISSION_QUERY_ROOT });
    }
  });
}
