import type { TSelfExclusionDuration, TTimeOutDuration } from '@kirin/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage } from '../../lib/i18n';
import { useMerchantTimeZone } from '../../lib/merchant-time';
import { formatLocalDateTime } from '../../lib/message-params';

/** A time in the member's language and the merchant's zone: `formatTime(iso)`. */
export function useFormatLocalTime(): (iso: string) => string {
  const timeZone = useMerchantTimeZone();
  // Re-rendered on a language switch, so the format follows it.
  const language = useTranslation().i18n.language;
  const locale = HTML_LANG[isLanguage(language) ? language : DEFAULT_LANGUAGE];
  return useCallback((iso: string) => formatLocalDateTime(iso, locale, timeZone), [locale, timeZone]);
}

/** Seconds as h:mm:ss (m:ss under an hour), for the session clock. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(h > 0 ? 2 : 1, '0');
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

const HOUR_MS = 3_600_000;

/**
 * When a break chosen now ends, if the server's answer did not say: hours and days exactly, months and years by
 * the calendar; null for indefinite.
 */
export function expectedBreakEnd(
  duration: TTimeOutDuration | TSelfExclusionDuration,
  from: Date,
): string | null {
  const end = new Date(from.getTime());
  switch (duration) {
    case '24h':
      return new Date(from.getTime() + 24 * HOUR_MS).toISOString();
    case '7d':
      return new Date(from.getTime() + 7 * 24 * HOUR_MS).toISOString();
    case '30d':
      return new Date(from.getTime() + 30 * 24 * HOUR_MS).toISOString();
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end.toISOString();
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end.toISOString();
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end.toISOString();
    case 'indefinite':
      return null;
  }
}
