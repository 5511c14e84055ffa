import type { AddressInfo } from 'node:net';
import { launchInhousePlayer } from '../../inhouse-vendor/inhouse.factories.js';
import { seedInhouseVendor } from '../../inhouse-vendor/seed-inhouse-vendor.js';
import { makeLoggedInOperator } from '../../modules/admin/admin.factories.js';
import { fundMember } from '../../modules/ledger/ledger.factories.js';
import { makeVendor, type TTestVendor } from '../../modules/vendor-wallet/vendor-wallet.factories.js';
import { signedVendorHeaders } from '../../modules/vendor-wallet/verify-vendor-signature.js';
import { makeMerchant } from '../factories.js';
import type { TTestApp } from '../harness.js';
import { demoMerchantId, makeMember, makeSession } from '../member-factories.js';
import type { TFuzzCase } from './fuzz-cases.js';

/**
 * Who the fuzzer is when a case is credentialed: a funded member of the demo merchant, an owner operator, a
 * signing vendor and an in-house game session, all made with the test factories. A case can end a session
 * (logout, password change, disabling an operator): `refresh` checks them before each operation and makes
 * new ones when needed, so every operation reaches its handlers.
 */
export class FuzzCredentials {
  private memberToken = '';
  private operatorToken = '';

  private constructor(
    private readonly t: TTestApp,
    private readonly vendor: TTestVendor,
    private readonly inhouseSession: string,
    /** A merchant of its own for the operator routes, so their changes never touch the demo merchant. */
    readonly opsMerchantCode: string,
  ) {}

  /** Needs the app listening: the in-house vendor reaches the platform over HTTP. */
  static async create(t: TTestApp): Promise<FuzzCredentials> {
    const merchantId = await demoMerchantId(t.db);
    await seedInhouseVendor(t.db, merchantId, t.ctx.config);
    const { port } = t.app.server.address() as AddressInfo;
    const player = await launchInhousePlayer(
      { t, merchantId, merchantCode: 'demo', baseUrl: `http://127.0.0.1:${port}` },
      { fundsMinor: 10_000_000n, gameCode: 'KIRIN_SLOT' },
    );
    const vendor = await makeVendor(t, { lane: 'RNG', game: { code: 'FUZZ_GAME', category: 'RNG' } });
    const { code } = await makeMerchant(t.db);
    const credentials = new FuzzCredentials(t, vendor, player.sessionToken, code);
    await credentials.refresh();
    return credentials;
  }

  /** Makes a new member or operator session if a previous case ended it. */
  async refresh(): Promise<void> {
    const { app, db, ctx } = this.t;
    const member = await app.inject({
      url: '/wps/member/info',
      headers: { authorization: this.memberToken },
    });
    if (member.statusCode !== 200) {
      const made = await makeMember(db);
      await fundMember(db, { merchantId: made.merchantId, memberId: made.id, amountMinor: 10_000_000n });
      this.memberToken = await makeSession(ctx, made);
    }
    const operator = await app.inject({
      url: '/ops/auth/me',
      headers: { 'x-operator-token': this.operatorToken },
    });
    if (operator.statusCode !== 200) this.operatorToken = (await makeLoggedInOperator(db)).token;
  }

  /** The headers of a credentialed case; the case's own (hostile) headers win. */
  headersFor(fuzzCase: TFuzzCase): Record<string, string | string[]> {
    if (!fuzzCase.isCredentialed) return fuzzCase.headers;
    return {
      authorization: this.memberToken,
      'x-operator-token': this.operatorToken,
      'x-vendor-session': this.inhouseSession,
      ...fuzzCase.headers,
    };
  }

  /** A vendor call's body names the vendor and merchant whose secret signs it. */
  vendorFields(): { merchantCode: string; vendorCode: string } {
    return { merchantCode: 'demo', vendorCode: this.vendor.vendorCode };
  }

  /** A vendor's signing headers (timestamp, nonce, signature) for this exact body. */
  signedHeaders(payload: string | Buffer): Record<string, string> {
    return signedVendorHeaders(this.vendor.secret, payload);
  }
}
