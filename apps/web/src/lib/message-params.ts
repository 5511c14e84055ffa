import { formatMinorUnits } from '@kirin/contracts';

/**
 * Messages with values (`protection_limit_reached`: "… {{remaining}} left"). A failed call travels through the
 * site as one message key string (form errors, `errorKey` states, the warning modal), so the values ride inside
 * that string: `key` + MARK + JSON of raw values. The i18n setup (lib/i18n.ts) unpacks it when translated, so
 * every place that already shows `t(errorMessageKey(error))` fills the values, in the language of the moment.
 */
const MARK = '?params=';

/** Raw values by placeholder name: `remaining` in minor units, `until` an ISO time ('' for indefinitely). */
export type TMessageParams = Record<string, string>;

/** `key` with `params` packed in; the bare key when there are none. */
export function packMessage(key: string, params: TMessageParams): string {
  return Object.keys(params).length === 0 ? key : `${key}${MARK}${JSON.stringify(params)}`;
}

/** The key and values of a packed message; null for a plain key or anything unreadable. */
export function unpackMessage(text: string): { key: string; params: TMessageParams } | null {
  const at = text.indexOf(MARK);
  if (at <= 0) return null;
  try {
    const parsed: unknown = JSON.parse(text.slice(at + MARK.length));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const params: TMessageParams = {};
    for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') params[name] = value;
    return { key: text.slice(0, at), params };
  } catch {
    return null;
  }
}

// The merchant's zone (whitelabel timeZone), set by the boot gate: a message is translated outside React.
let displayTimeZone = 'UTC';

/** Times in messages are shown in the merchant's zone, like every other time of the site. */
export function setMessageTimeZone(timeZone: string): void {
  displayTimeZone = timeZone;
}

/**
 * A time as the member reads dates in their language ("1 Dec 2026, 10:00"), in the merchant's zone; `locale`
 * is a BCP 47 tag (HTML_LANG). Empty for an unreadable time.
 */
export function formatLocalDateTime(iso: string, locale: string, timeZone = displayTimeZone): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/**
 * The display text of each packed value: money from minor units, times in the member's locale; `until` empty
 * means indefinitely (`indefinitely` is its translated word).
 */
export function formatMessageParams(
  params: TMessageParams,
  locale: string,
  indefinitely: string,
): Record<string, string> {
  const shown: Record<string, string> = { ...params };
  if (params.remaining !== undefined && /^-?\d+$/.test(params.remaining))
    shown.remaining = formatMinorUnits(BigInt(params.remaining));
  if (params.until !== undefined)
    shown.until = params.until === '' ? indefinitely : formatLocalDateTime(params.until, locale);
  return shown;
}
