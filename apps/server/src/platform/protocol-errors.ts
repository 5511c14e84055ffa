import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, failureBody } from './errors.js';

// Refusals that happen before a route's error handler could run (Node's HTTP parser, the router, the socket
// handshake) leave in the same envelope as every other error. docs/security.md, "API fuzzing".

/** Writes a whole HTTP answer on a socket no response object owns, then closes it. */
function endWithFailure(socket: Duplex, error: AppError): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(failureBody(error));
  socket.end(
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? ''}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Node's parser refused the request (431 headers too large, 408 too slow, 400 malformed): Fastify's option. */
function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('HEADERS_TOO_LARGE')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('REQUEST_TIMEOUT')
        : new AppError('BAD_REQUEST');
  this.log.debug({ err: error, code: appError.code }, 'client error');
  endWithFailure(socket, appError);
}

/** The router refused the address (bad percent-encoding, a path parameter over its length): Fastify's option. */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = new AppError(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'BAD_REQUEST');
  request.log.info({ code: appError.code }, 'request refused');
  void reply.status(appError.status).send(failureBody(appError));
}

/** Fastify options that route the framework's and Node's own refusals through the envelope. */
export const PROTOCOL_ERROR_OPTIONS = {
  clientErrorHandler: answerClientError,
  frameworkErrors: answerFrameworkError,
  // Node would answer a missing Host with an empty 400 of its own; the hook below answers it in the envelope.
  http: { requireHostHeader: false },
};

/** A socket handshake `ws` refuses (no key, unknown version, bad subprotocol): its `wsClientError` event. */
export function answerSocketHandshakeError(_error: Error, socket: Duplex): void {
  endWithFailure(socket, new AppError('BAD_REQUEST'));
}

/**
 * The guards that need the app: an HTTP/1.1 request without Host is refused (RFC 9112 §3.2); an Expect other
 * than 100-continue is ignored (RFC 9110 §10.1.1 allows it) instead of Node's bodiless 417; and an upgrade
 * request answered over HTTP (a route without a socket, a refusal) closes its connection, which nothing
 * else would read from again.
 */
export function installProtocolGuards(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const { raw } = request;
    if (raw.headers.host === undefined && raw.httpVersionMajor === 1 && raw.httpVersionMinor === 1)
      return done(new AppError('BAD_REQUEST'));
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    // Node sets `upgrade` on requests it handed to the 'upgrade' event (its types leave it out).
    if ((request.raw as { upgrade?: boolean }).upgrade) request.raw.socket.destroy();
    done();
  });
  app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));
}
