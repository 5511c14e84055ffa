import { ERROR_CATALOGUE } from '@kirin/contracts';
import { isApiPath } from '../../platform/spa.js';

/** What the fuzzer saw come back, whatever the transport. */
export type TAnswer = { status: number; headers: Record<string, unknown>; body: string };

/** How an answer may look besides the JSON envelope. */
export type TAnswerRules = {
  /** The route's successful answers are not JSON (an HTML page, an image, a static file). */
  hasNonJsonSuccess: boolean;
  /** The route is a page a browser navigates to: its errors may be HTML pages too. */
  hasHtmlErrors: boolean;
  /** The route documents a JSON answer that is not the envelope (the OpenAPI document itself). */
  hasForeignJson?: boolean;
};

// What a stack trace, a file path or a SQL error looks like in a body.
const INTERNALS = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\bSELECT\b.+\bFROM\b|syntax error at or near/i;

function contentTypeOf(headers: Record<string, unknown>): string {
  const value = headers['content-type'];
  return typeof value === 'string' ? value.toLowerCase() : '';
}

function envelopeProblem(status: number, parsed: unknown): string | undefined {
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'JSON but not an object';
  const body = parsed as Record<string, unknown>;
  if (status < 400)
    return body.success === true && 'value' in body ? undefined : 'success without the envelope';
  if (body.success !== false) return 'error without success: false';
  if (typeof body.code !== 'string' || !(body.code in ERROR_CATALOGUE))
    return `unknown code ${String(body.code)}`;
  if (typeof body.message !== 'string' || body.message === '') return 'error without a message key';
  const expected = ERROR_CATALOGUE[body.code as keyof typeof ERROR_CATALOGUE].status;
  if (expected !== status) return `code ${body.code} answered with ${status}, the catalogue says ${expected}`;
  return undefined;
}

/**
 * Why an answer breaks the rules, or undefined when it keeps them: never 5xx; JSON answers are the envelope
 * with a catalogue code whose status is the one sent; other answers only where the route documents them
 * (errors in HTML only from pages);
 * never a stack, a file path or SQL in an error.
 */
export function answerProblem(
  request: { method: string; url: string },
  answer: TAnswer,
  rules: TAnswerRules,
): string | undefined {
  const { method } = request;
  const { status, body } = answer;
  if (status >= 500) return `status ${status}`;
  if (status >= 400 && INTERNALS.test(body)) return 'internals in the body';
  if (method === 'HEAD' || status === 204 || status === 304) return undefined;
  if (status >= 300 && status < 400)
    return typeof answer.headers.location === 'string' ? undefined : 'redirect without a location';
  const type = contentTypeOf(answer.headers);
  if (type.includes('json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return 'JSON content type, body not JSON';
    }
    const problem = envelopeProblem(status, parsed);
    return problem && !rules.hasForeignJson ? problem : undefined;
  }
  // Any other GET outside the API is a page of the site: its index.html (history routing).
  const isSitePage =
    (method === 'GET' || method === 'HEAD') && !isApiPath(request.url) && type.startsWith('text/html');
  const isAllowed =
    status < 400
      ? rules.hasNonJsonSuccess || isSitePage
      : rules.hasHtmlErrors && type.startsWith('text/html');
  return isAllowed ? undefined : `not the envelope (${type || 'no content type'})`;
}
