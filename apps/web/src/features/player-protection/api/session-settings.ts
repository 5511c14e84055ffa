import { PROTECTION_SESSION_SETTINGS_PATH, ZSessionSettings, type TSessionSettings } from '@kirin/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { PROTECTION_QUERY_ROOT } from './protection-query-keys';

/** GET PROTECTION_SESSION_SETTINGS_PATH (T): reality-check interval and session limit, null when off. */
export function sessionSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...PROTECTION_QUERY_ROOT, 'session-settings'],
    queryFn: ({ signal }) => apiGet(PROTECTION_SESSION_SETTINGS_PATH, ZSessionSettings, { signal }),
  });
}

export function useSessionSettings() {
  return useQuery(sessionSettingsQueryOptions());
}

/** PUT PROTECTION_SESSION_SETTINGS_PATH (T); the session clock (next check, end) is asked again after it. */
export function useUpdateSessionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TSessionSettings) =>
      apiSend('PUT', PROTECTION_SESSION_SETTINGS_PATH, ZSessionSettings, {
        body: ZSessionSettings.parse(settings),
      }),
    onSuccess: (settings) => {
      queryClient.setQueryData(sessionSettingsQueryOptions().queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: [...PROTECTION_QUERY_ROOT, 'session'] });
    },
  });
}
