import type { TPaymentGatewayAdapter } from './payment-gateway.js';

/**
 * Manual bank transfer: no provider to call. The order is the merchant's bank details; the member uploads a
 * transfer proof and an operator approves, so there is no hosted page and no callback.
 */
export const manualBankGateway: TPaymentGatewayAdapter = {
  gateway: 'MANUAL_BANK',
  createOrder: async (_db, input) => ({
    gatewayOrderId: null,
    paymentUrl: null,
    bankDetails: input.method.bankDetails,
  }),
  paymentUrlOf: () => null,
  parseCallback: () => undefined,
  isSignatureValid: () => false,
};
