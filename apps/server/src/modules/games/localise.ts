import { LANGUAGES } from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';

/** Names and labels fall back to this language when the asked one is missing (spec: default language TW). */
export const FALLBACK_LANGUAGE = 'TW';

const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(LANGUAGES);

/**
 * A language code as names are keyed: upper case, the primary part only ('en-us' → 'EN'). Anything that is not
 * one of the site's languages becomes TW, which also keeps the cached answers per language few.
 */
export function normaliseLanguage(language: string | undefined | null): string {
  const primary = language?.trim().split(/[-_]/)[0]?.toUpperCase();
  return primary && KNOWN_LANGUAGES.has(primary) ? primary : FALLBACK_LANGUAGE;
}

function headerLanguage(request: FastifyRequest): string | undefined {
  const header = request.headers['language'];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || undefined;
}

/** Launch: the `Language` header wins over the body's language; TW without either. */
export function launchLanguageOf(request: FastifyRequest, bodyLanguage: string | undefined): string {
  return normaliseLanguage(headerLanguage(request) ?? bodyLanguage);
}

/** Lists: the query's language, else the `Language` header, else TW. */
export function listLanguageOf(request: FastifyRequest, queryLanguage: string | undefined): string {
  return normaliseLanguage(queryLanguage ?? headerLanguage(request));
}

/** The text for `language`, else TW, else English, else any, else `fallback`. */
export function pickLocalised(texts: Record<string, string>, language: string, fallback: string): string {
  return (
    texts[language] || texts[FALLBACK_LANGUAGE] || texts.EN || Object.values(texts).find(Boolean) || fallback
  );
}
