import { MISSION_LEADERBOARD_PATH, ZMissionLeaderboard, type TLanguage } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api-client';
import { MISSION_QUERY_ROOT } from './mission-query-keys';

/** GET MCSFE_getMissionLeaderboard (T): an event mission's ranking and the member's own rank. */
export function getMissionLeaderboard(missionId: string, language: TLanguage, signal?: AbortSignal) {
  return apiGet(MISSION_LEADERBOARD_PATH, ZMissionLeaderboard, { query: { missionId, language }, signal });
}

export function missionLeaderboardQueryOptions(missionId: string, language: TLanguage) {
  return queryOptions({
    queryKey: [...MISSION_QUERY_ROOT, 'leaderboard', missionId, language],
    queryFn: ({ signal }) => getMissionLeaderboard(missionId, language, signal),
  });
}

export function useMissionLeaderboard(missionId: string) {
  const { i18n } = useTranslation();
  return useQuery(missionLeaderboardQueryOptions(missionId, i18n.language as TLanguage));
}
