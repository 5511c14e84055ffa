import { createHttpVendorClient } from './http-vendor-client.js';
import { defineVendorConformanceSuite, startConformanceServer } from './vendor-conformance.js';

// The reference client (what the vendor integration docs describe) against a real listening server.
defineVendorConformanceSuite('reference HTTP client', async () => {
  const server = await startConformanceServer({ vendorCode: 'REFERENCE' });
  return {
    server,
    makeClient: (secret) =>
      createHttpVendorClient({
        baseUrl: server.baseUrl,
        merchantCode: server.merchantCode,
        vendorCode: server.vendorCode,
        secret,
      }),
    teardown: server.close,
  };
});
