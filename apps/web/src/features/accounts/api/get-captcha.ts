import { ZCaptcha } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/captcha: a new captcha image and its id (each answers one check). */
export function getCaptcha(signal?: AbortSignal) {
  return apiGet('/wps/captcha', ZCaptcha, { signal });
}

export function captchaQueryOptions() {
  return queryOptions({
    queryKey: ['captcha'],
    queryFn: ({ signal }) => getCaptcha(signal),
    // A captcha is used up by one check: never reuse one from the cache once no form shows it.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** The captcha to show, loaded only while `isShown`. */
export function useCaptcha(isShown: boolean) {
  return useQuery({ ...captchaQueryOptions(), enabled: isShown });
}
