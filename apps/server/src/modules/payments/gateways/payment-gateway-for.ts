import type { TPaymentGateway } from '@kirin/contracts';
import { manualBankGateway } from './manual-bank-gateway.js';
import type { TPaymentGatewayAdapter } from './payment-gateway.js';
import { sandboxGateway } from './sandbox-gateway.js';

/** The implementation of a gateway; the switch is exhaustive, so a new gateway fails the type check here. */
export function paymentGatewayFor(gateway: TPaymentGateway): TPaymentGatewayAdapter {
  switch (gateway) {
    case 'SANDBOX':
      return sandboxGateway;
    case 'MANUAL_BANK':
      return manualBankGateway;
    default: {
      const unknown: never = gateway;
      throw new Error(`unknown payment gateway ${String(unknown)}`);
    }
  }
}
