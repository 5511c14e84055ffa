import { ERROR_CATALOGUE, type TErrorCode, type TFailure } from '@kirin/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error model: a stable code from the catalogue, optional field details, never internals. */
export class AppError extends Error {
  /** Sent as Retry-After (seconds) with a refusal that passes with time (429). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: TErrorCode,
    readonly details?: Record<string, string>,
    /** Overrides the catalogue's message key, for codes that carry several keys. */
    readonly messageKey?: string,
  ) {
    super(messageKey ?? ERROR_CATALOGUE[code].message);
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }
}

/** RATE_LIMITED with the seconds until the caller may try again (the Retry-After header, at least 1). */
export function rateLimited(retryAfterMs: number): AppError {
  const error = new AppError('RATE_LIMITED');
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}

/** The failure envelope for an AppError. */
export function failureBody(error: AppError): TFailure {
  return {
    success: false,
    code: error.code,
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
  };
}

/** Fastify's own errors (body parsing, limits) mapped to catalogue codes. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_VALIDATION':
      return new AppError('BAD_REQUEST');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    default:
      break;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return appErrorForStatus(error.statusCode);
  return undefined;
}

/** PostgreSQL's class 22, data exception: a value the database cannot take (SQLSTATE 22xxx). */
function isDataException(error: unknown): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof severity === 'string';
}

/** The catalogue code for an HTTP status some other layer chose (a plugin, Node's parser). */
export function appErrorForStatus(status: number): AppError {
  switch (status) {
    case 404:
      return new AppError('NOT_FOUND');
    case 403:
      return new AppError('FORBIDDEN');
    case 408:
      return new AppError('REQUEST_TIMEOUT');
    case 409:
      return new AppError('CONFLICT');
    case 413:
      return new AppError('PAYLOAD_TOO_LARGE');
    case 414:
      return new AppError('URI_TOO_LONG');
    case 415:
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    case 429:
      return new AppError('RATE_LIMITED');
    case 431:
      return new AppError('HEADERS_TOO_LARGE');
    case 503:
      return new AppError('UNAVAILABLE');
    default:
      return new AppError(status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  }
}

/** Installs the global handler: every failure leaves in the envelope, 5xx details only in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = `${error.validationContext ?? 'request'}${issue.instancePath.replaceAll('/', '.')}`;
        details[where] ??= issue.message ?? 'invalid';
      }
      appError = new AppError('VALIDATION_FAILED', details);
    } else if (isDataException(error)) {
      // The request carried a value PostgreSQL cannot hold (a NUL in text, a lone surrogate in jsonb, a number
      // past its column): the client's input, not our failure. Logged as a warning: a route let it through.
      request.log.warn({ err: error }, 'input refused by the database');
      appError = new AppError('BAD_REQUEST');
    } else {
      appError = fromFastifyError(error) ?? new AppError('INTERNAL');
    }
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code }, 'request refused');
    if (appError.retryAfterSeconds) reply.header('retry-after', String(appError.retryAfterSeconds));
    return reply.status(appError.status).send(failureBody(appError));
  });
  // Some layers answer an error with no body at all (@fastify/websocket's 404 for a socket route asked without
  // the upgrade): the envelope of that status goes out instead. A callback hook, cheap on every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode < 400 || (payload !== undefined && payload !== null && payload !== ''))
      return done(null, payload);
    const appError = appErrorForStatus(reply.statusCode);
    reply.status(appError.status).type('application/json; charset=utf-8');
    done(null, JSON.stringify(failureBody(appError)));
  });
}
