import { randomInt } from 'node:crypto';

export type TLaunchParams = {
  token: string;
  gameCode: string;
  language: string;
  merchantCode: string;
  roomId: string | null;
};

/** The vendor's launch URL with the launch parameters appended (after any query it already has). */
export function withLaunchParams(launchUrl: string, params: TLaunchParams): string {
  const query = new URLSearchParams({
    token: params.token,
    game: params.gameCode,
    lang: params.language,
    merchant: params.merchantCode,
  });
  if (params.roomId) query.set('room', params.roomId);
  const separator = launchUrl.includes('?') ? '&' : '?';
  return `${launchUrl}${separator}${query.toString()}`;
}

/** A CDN entry before a path; a bare host (the console asks for "one host per line") means https. */
const joinCdn = (cdn: string, path: string) => {
  const base = cdn.trim().replace(/\/+$/, '');
  const withScheme = /^[a-z][a-z\d+.-]*:|^\/\//i.test(base) ? base : `https://${base}`;
  return `${withScheme}${path}`;
};

/**
 * game_url and game_url2 for a vendor launch URL. An absolute URL is the vendor's own host and is used as is.
 * A relative one ('/inhouse/launch') is served by the platform: behind a launch CDN picked at random when the
 * merchant lists some (game_url2 behind another one when there are two or more), else on the site's own origin.
 */
export function buildGameUrls(
  launchUrlWithParams: string,
  launchCdns: readonly string[],
  pickIndex: (size: number) => number = randomInt,
): { gameUrl: string; gameUrl2: string | null } {
  if (!launchUrlWithParams.startsWith('/') || launchCdns.length === 0)
    return { gameUrl: launchUrlWithParams, gameUrl2: null };
  const first = pickIndex(launchCdns.length);
  const gameUrl = joinCdn(launchCdns[first] ?? '', launchUrlWithParams);
  if (launchCdns.length < 2) return { gameUrl, gameUrl2: null };
  const others = launchCdns.filter((_cdn, index) => index !== first);
  return { gameUrl, gameUrl2: joinCdn(others[pickIndex(others.length)] ?? '', launchUrlWithParams) };
}
