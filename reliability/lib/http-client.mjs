import http from 'node:http';

/** Longer than any answer should take; a request past it is an unknown outcome, retried like a lost connection. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * What became of one HTTP request, as a client that cannot see the server knows it:
 * - `answered`: an envelope came back (2xx success, or a refusal with its code), `status` and `body` set;
 * - `unknown`: the connection died, timed out, or the proxy answered 502/503/504 without an envelope: the
 *   request may or may not have been applied, so it is sent again with the same idempotency key.
 */
export class HttpClient {
  constructor({ baseUrl, localAddress, maxSockets = 64 }) {
    this.baseUrl = new URL(baseUrl);
    this.localAddress = localAddress;
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /**
   * Sends one request. `body`: an object (JSON), a string (sent as is) or undefined; `abortAfterMs` gives up
   * on the request after that long (a client that stopped waiting), which also counts as `unknown`.
   */
  send({ method = 'GET', path, headers = {}, body, contentType = 'application/json', abortAfterMs }) {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    return new Promise((resolve) => {
      let isSettled = false;
      const settle = (result) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(abortTimer);
        resolve(result);
      };
      const req = http.request(
        {
          host: this.baseUrl.hostname,
          port: this.baseUrl.port,
          method,
          path,
          agent: this.agent,
          localAddress: this.localAddress,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            ...(payload === undefined
              ? {}
              : { 'content-type': contentType, 'content-length': Buffer.byteLength(payload) }),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('error', (error) => settle({ kind: 'unknown', reason: error.code ?? error.message }));
          res.on('end', () => settle(classify(res, text)));
        },
      );
      const abortTimer =
        abortAfterMs === undefined
          ? undefined
          : setTimeout(() => {
              req.destroy();
              settle({ kind: 'unknown', reason: 'client gave up' });
            }, abortAfterMs);
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => settle({ kind: 'unknown', reason: error.code ?? error.message }));
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

function classify(res, text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const isEnvelope = body !== null && typeof body === 'object' && typeof body.success === 'boolean';
  if (!isEnvelope && res.statusCode >= 500)
    return { kind: 'unknown', reason: `proxy ${res.statusCode}`, status: res.statusCode };
  return { kind: 'answered', status: res.statusCode, headers: res.headers, body, text };
}
