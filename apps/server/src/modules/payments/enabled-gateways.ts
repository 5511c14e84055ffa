import type { TPaymentGateway } from '@kirin/contracts';
import type { TConfig } from '../../config.js';

/** The gateways this deployment offers: the sandbox only where SANDBOX_GATEWAY_ENABLED (or SEED_DEMO) allows. */
export function enabledGateways(config: TConfig): TPaymentGateway[] {
  const isSandboxOn = config.SANDBOX_GATEWAY_ENABLED ?? config.SEED_DEMO;
  return isSandboxOn ? ['SANDBOX', 'MANUAL_BANK'] : ['MANUAL_BANK'];
}
