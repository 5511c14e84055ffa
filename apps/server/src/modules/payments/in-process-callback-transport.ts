import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { sandboxGateway } from './gateways/sandbox-gateway.js';
import { receiveGatewayCallback } from './receive-gateway-callback.js';
import type { TCallbackTransport } from './sandbox-psp/deliver-sandbox-callback.js';

/**
 * The sandbox PSP's callback handed straight to our callback use case (same bytes, same headers, no network):
 * what a process without a job runner uses, and what tests may use to deliver explicitly.
 */
export function inProcessCallbackTransport(db: TDb): TCallbackTransport {
  return async (_url, rawBody, headers) => {
    try {
      await receiveGatewayCallback(db, sandboxGateway, Buffer.from(rawBody, 'utf8'), headers);
      return { status: 200 };
    } catch (error) {
      if (error instanceof AppError) return { status: error.status };
      throw error;
    }
  };
}
