import { MISSION_SUMMARY_PATH, ZMissionSummary, type TLanguage } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { MISSION_QUERY_ROOT } from './mission-query-keys';

/** GET MCSFE_getMissionSummaryDetails (T): the member's missions with progress, status and reward. */
export function getMissionSummary(language: TLanguage, signal?: AbortSignal) {
  return apiGet(MISSION_SUMMARY_PATH, ZMissionSummary, { query: { language }, signal });
}

// The menu badge reads the count from the session store, so a fresh answer is published there too.
async function loadMissionSummary(language: TLanguage, signal?: AbortSignal) {
  const summary = await getMissionSummary(language, signal);
  useSessionStore.getState().updateSession({ missionCount: summary.missionCount });
  return summary;
}

export function missionSummaryQueryOptions(language: TLanguage) {
  return queryOptions({
    queryKey: [...MISSION_QUERY_ROOT, 'summary', language],
    queryFn: ({ signal }) => loadMissionSummary(language, signal),
  });
}

export function useMissionSummary() {
  const { i18n } = useTranslation();
  return useQuery(missionSummaryQueryOptions(i18n.language as TLanguage));
}
