import { formatDateTime, zoneOffsetLabel } from '@kirin/contracts';
import { useCallback } from 'react';
import { useOptionalBootData } from './boot-data';

/**
 * The merchant's IANA time zone (whitelabel `timeZone`): every time the site shows and every day a filter
 * asks for is the merchant's, like the lottery draw codes (docs/site.md). UTC, the server's default, before
 * the boot data is loaded.
 */
export function useMerchantTimeZone(): string {
  return useOptionalBootData()?.whitelabel.timeZone ?? 'UTC';
}

/** formatDateTime in the merchant's zone: `const formatTime = useFormatDateTime(); formatTime(row.createdAt)`. */
export function useFormatDateTime(): (input: Date | string | number) => string {
  const timeZone = useMerchantTimeZone();
  return useCallback((input: Date | string | number) => formatDateTime(input, timeZone), [timeZone]);
}

/** The merchant zone's offset as people read it ("GMT+7"), for the "Times in …" notes of record pages. */
export function useMerchantZoneLabel(): string {
  return zoneOffsetLabel(useMerchantTimeZone());
}
