import { randomBytes } from 'node:crypto';
import type { TGameCategory } from '@kirin/contracts';
import type { TTestApp } from '../../test/harness.js';
import { demoMerchantId, makeMember, type TMakeMember } from '../../test/member-factories.js';
import { createLaunchToken } from '../games/launch-token.js';
import { fundMember } from '../ledger/ledger.factories.js';
import { signedVendorHeaders } from './verify-vendor-signature.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

export type TTestVendor = { merchantId: bigint; vendorCode: string; secret: string };

/** A seamless vendor integration of the demo merchant, with an optional catalogue lane and game. */
export async function makeVendor(
  t: TTestApp,
  input: {
    ipAllowList?: string[];
    lane?: TGameCategory;
    game?: { code: string; category: TGameCategory };
  } = {},
): Promise<TTestVendor> {
  const merchantId = await demoMerchantId(t.db);
  const vendorCode = `V${randomBytes(4).toString('hex').toUpperCase()}`;
  const secret = randomBytes(16).toString('hex');
  await t.db
    .insertInto('vendor_integration')
    .values({
      merchant_id: merchantId,
      vassalage: vendorCode,
      display_name: `Vendor ${vendorCode}`,
      wallet_mode: 'SEAMLESS',
      hmac_secret: sealSecret('vendor-hmac', secret),
      ip_allow_list: input.ipAllowList ?? [],
    })
    .execute();
  if (input.lane)
    await t.db
      .insertInto('game_vendor')
      .values({
        merchant_id: merchantId,
        vassalage: vendorCode,
        display_name: vendorCode,
        game_category: input.lane,
      })
      .execute();
  if (input.game)
    await t.db
      .insertInto('game')
      .values({
        merchant_id: merchantId,
        vassalage: vendorCode,
        game_category: input.game.category,
        code: input.game.code,
        game_type: 'GAME',
        names: JSON.stringify({ TW: '遊戲', EN: 'Game' }),
      })
      .execute();
  return { merchantId, vendorCode, secret };
}

/** What a vendor sends besides the body: a timestamp and nonce (fresh unless given), and the signature. */
export function vendorHeaders(
  secret: string,
  payload: string,
  at: { timestamp?: number; nonce?: string } = {},
): Record<string, string> {
  return { 'content-type': 'application/json', ...signedVendorHeaders(secret, payload, at) };
}

/** One signed POST to /vendor-api/wallet/<call> as a vendor sends it, for inject (send twice to replay). */
export function vendorRequest(
  vendor: TTestVendor,
  call: string,
  body: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; nonce?: string } = {},
) {
  const payload = JSON.stringify({ merchantCode: 'demo', vendorCode: vendor.vendorCode, ...body });
  return {
    method: 'POST' as const,
    url: `/vendor-api/wallet/${call}`,
    headers: vendorHeaders(options.secret ?? vendor.secret, payload, options),
    payload,
  };
}

/** A signed POST to /vendor-api/wallet/<call> as the vendor sends it (merchant and vendor codes added). */
export function callVendorApi(
  t: TTestApp,
  vendor: TTestVendor,
  call: string,
  body: Record<string, unknown>,
  secret = vendor.secret,
) {
  return t.app.inject(vendorRequest(vendor, call, body, { secret }));
}

/** A funded member whose launch token the vendor has exchanged: what bets need (the player fields). */
export async function makeVendorPlayer(
  t: TTestApp,
  vendor: TTestVendor,
  fundsMinor: bigint,
  input: TMakeMember & { gameCode?: string } = {},
) {
  const member = await makeMember(t.db, input);
  const accountId =
    fundsMinor > 0n
      ? await fundMember(t.db, {
          merchantId: vendor.merchantId,
          memberId: member.id,
          amountMinor: fundsMinor,
        })
      : null;
  const launchToken = await createLaunchToken(t.db, {
    merchantId: vendor.merchantId,
    memberId: member.id,
    vassalage: vendor.vendorCode,
    gameId: null,
    gameCode: input.gameCode ?? null,
    roomId: null,
    language: 'TW',
  });
  const auth = await callVendorApi(t, vendor, 'authenticate', { launchToken });
  const sessionToken = (auth.json() as { value?: { sessionToken?: string } }).value?.sessionToken ?? '';
  const base = { playerId: String(member.id), currency: 'VND' };
  return { member, accountId, launchToken, sessionToken, base, bet: { ...base, sessionToken } };
}
