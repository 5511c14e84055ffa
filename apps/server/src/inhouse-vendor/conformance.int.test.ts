import {
  defineVendorConformanceSuite,
  startConformanceServer,
} from '../modules/vendor-wallet/conformance/vendor-conformance.js';
import { createPlatformWalletClient, platformWalletFor } from './platform-wallet.js';
import { INHOUSE_VENDOR_CODE, seedInhouseVendor } from './seed-inhouse-vendor.js';

// The in-house vendor's own wallet client against a real listening platform: the same suite every vendor passes.
defineVendorConformanceSuite('in-house vendor (KIRIN) platform-wallet client', async () => {
  const server = await startConformanceServer({ vendorCode: INHOUSE_VENDOR_CODE, gameCode: 'KIRIN_SLOT' });
  // The vendor's side: its operator record takes the secret the platform's integration holds.
  await seedInhouseVendor(server.db, server.merchantId, server.ctx.config);
  return {
    server,
    makeClient: async (secret) =>
      secret === server.secret
        ? platformWalletFor(server.ctx, server.merchantCode)
        : createPlatformWalletClient(server.ctx, {
            merchantCode: server.merchantCode,
            vendorCode: INHOUSE_VENDOR_CODE,
            secret,
            currency: server.currency,
            platformUrl: null,
          }),
    teardown: server.close,
  };
});

// The same client playing the fishing game (its batches use bet-and-win): the game code the sessions carry.
defineVendorConformanceSuite('in-house vendor (KIRIN) platform-wallet client, KIRIN_FISHING', async () => {
  const server = await startConformanceServer({ vendorCode: INHOUSE_VENDOR_CODE, gameCode: 'KIRIN_FISHING' });
  await seedInhouseVendor(server.db, server.merchantId, server.ctx.config);
  return {
    server,
    makeClient: async (secret) =>
      secret === server.secret
        ? platformWalletFor(server.ctx, server.merchantCode)
        : createPlatformWalletClient(server.ctx, {
            merchantCode: server.merchantCode,
            vendorCode: INHOUSE_VENDOR_CODE,
            secret,
            currency: server.currency,
            platformUrl: null,
          }),
    teardown: server.close,
  };
});

// The same client for the card rooms' game codes (their bets and wins carry them).
for (const gameCode of ['KIRIN_NIUNIU', 'KIRIN_TEENPATTI'])
  defineVendorConformanceSuite(`in-house vendor (KIRIN) platform-wallet client, ${gameCode}`, async () => {
    const server = await startConformanceServer({ vendorCode: INHOUSE_VENDOR_CODE, gameCode });
    // The vendor's side: its operator record takes the secret the platform's integration holds.
    await seedInhouseVendor(server.db, server.merchantId, server.ctx.config);
    return {
      server,
      makeClient: async (secret) =>
        secret === server.secret
          ? platformWalletFor(server.ctx, server.merchantCode)
          : createPlatformWalletClient(server.ctx, {
              merchantCode: server.merchantCode,
              vendorCode: INHOUSE_VENDOR_CODE,
              secret,
              currency: server.currency,
              platformUrl: null,
            }),
      teardown: server.close,
    };
  });
