import { ESPORTS_GAME_CODE, SPORTS_GAME_CODE } from '@kirin/contracts';
import {
  defineVendorConformanceSuite,
  startConformanceServer,
} from '../modules/vendor-wallet/conformance/vendor-conformance.js';
import { createPlatformWalletClient, platformWalletFor } from './platform-wallet.js';
import { INHOUSE_VENDOR_CODE, seedInhouseVendor } from './seed-inhouse-vendor.js';

// The in-house vendor's own wallet client against a real listening platform: the same suite every vendor passes,
// once per game code whose money goes through it (fishing's batches use bet-and-win; the sportsbook's two
// products are their own game codes; the card rooms' bets and wins carry theirs).
for (const gameCode of [
  'KIRIN_SLOT',
  'KIRIN_FISHING',
  SPORTS_GAME_CODE,
  ESPORTS_GAME_CODE,
  'KIRIN_NIUNIU',
  'KIRIN_TEENPATTI',
])
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
