import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { TConfig } from '../config.js';

/**
 * Query parameters whose values are credentials: the in-house launch token and game session (`token`,
 * `session`), and anything named like a secret. URLs are logged on every request, so they are masked there.
 */
const SECRET_PARAM = /token|session|secret|passw|signature|otp|key$/i;
export const REDACTED = 'REDACTED';

/** The URL with the value of every credential-like query parameter replaced by REDACTED. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  let isChanged = false;
  for (const name of new Set(params.keys()))
    if (SECRET_PARAM.test(name)) {
      params.set(name, REDACTED);
      isChanged = true;
    }
  return isChanged ? `${url.slice(0, start)}?${params.toString()}` : url;
}

/** Fastify's request fields for the log, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's pino options: level, headers that carry credentials redacted, URLs with their tokens masked. */
export function loggerOptions(
  config: Pick<TConfig, 'LOG_LEVEL'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-operator-token"]'],
    serializers: { req: serializeRequest as never },
    ...(stream ? { stream } : {}),
  };
}
