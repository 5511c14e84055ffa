import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.js';

const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Where gateways reach this server: PUBLIC_URL, or the local port for the in-process sandbox. */
export function publicBaseUrl(config: Pick<TConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '');
}

/** Our callback endpoint for the sandbox PSP. */
export function sandboxCallbackUrl(config: Pick<TConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return `${publicBaseUrl(config)}/payments/callbacks/sandbox`;
}

/**
 * The site origin the member is on (the hosted page sends the payer back there). Taken from the request's
 * host when it is a plain host name; anything odd falls back to PUBLIC_URL rather than being echoed.
 */
export function siteOriginOf(request: FastifyRequest, config: Pick<TConfig, 'PUBLIC_URL' | 'PORT'>): string {
  const host = request.host;
  if (!host || !HOST_PATTERN.test(host)) return publicBaseUrl(config);
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
