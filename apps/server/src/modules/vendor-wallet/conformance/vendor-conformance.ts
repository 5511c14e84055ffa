import { randomBytes } from 'node:crypto';
import type { TVendorAuthenticateAnswer, TVendorWalletClient } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../../platform/auth/session-token.js';
import { auditLedger } from '../../ledger/index.js';
import { defineBetAndWinScenarios } from './conformance-bet-and-win-scenarios.js';
import { defineMoneyScenarios } from './conformance-money-scenarios.js';
import { expectRefusal, gameSessionsOf, launchTokenUsedAt, ledgerBalanceOf } from './conformance-probes.js';
import type { TConformancePlayer, TConformanceServer } from './conformance-server.js';

export { startConformanceServer, type TConformanceServer } from './conformance-server.js';
export { createHttpVendorClient } from './http-vendor-client.js';

/** What a vendor implementation hands the suite. */
export type TVendorConformanceTarget = {
  /** From startConformanceServer(): the real platform the client talks to, and its database. */
  server: TConformanceServer;
  /**
   * The implementation under test, signing with `secret`. The suite asks once for server.secret and once
   * for a wrong secret (every call of that one must come back SIGNATURE_INVALID).
   */
  makeClient(secret: string): TVendorWalletClient | Promise<TVendorWalletClient>;
  /** Stops whatever setup started (at least server.close()). */
  teardown(): Promise<void>;
};

/** A player in play: funded, authenticated, with the session token the bets carry. */
export type TPlayingPlayer = TConformancePlayer & { session: TVendorAuthenticateAnswer };

export type TSuiteState = {
  server: TConformanceServer;
  client: TVendorWalletClient;
  wrongSecretClient: TVendorWalletClient;
  /** A transaction or round id no other scenario uses. */
  newId(label: string): string;
  /** A funded player whose launch token the client has already exchanged. */
  playing(fundsMinor: bigint): Promise<TPlayingPlayer>;
};

/**
 * The conformance suite every vendor implementation must pass against the real server: authenticate,
 * duplicate bet and win, win before bet, rollback of an unknown bet and after settlement, bad signature,
 * expired launch token, insufficient funds, concurrent bets on one player. Each scenario checks the
 * answers the client got AND what the database holds (ledger balance, bet_round, vendor_transaction).
 */
export function defineVendorConformanceSuite(
  name: string,
  setup: () => Promise<TVendorConformanceTarget>,
): void {
  let target: TVendorConformanceTarget | undefined;
  let state: TSuiteState | undefined;
  const run = randomBytes(4).toString('hex');
  let counter = 0;

  beforeAll(async () => {
    target = await setup();
    const { server } = target;
    const client = await target.makeClient(server.secret);
    const wrongSecretClient = await target.makeClient(`${server.secret}-wrong`);
    state = {
      server,
      client,
      wrongSecretClient,
      newId: (label) => `${label}-${run}-${++counter}`,
      async playing(fundsMinor) {
        const player = await server.makePlayer(fundsMinor);
        const session = await client.authenticate(player.launchToken);
        return { ...player, session };
      },
    };
  }, 60_000);
  afterAll(async () => target?.teardown());

  const s = (): TSuiteState => {
    if (!state) throw new Error('the conformance setup did not finish');
    return state;
  };

  describe(`vendor conformance: ${name}`, () => {
    defineAuthenticateScenarios(s);
    defineMoneyScenarios(s);
    defineBetAndWinScenarios(s);

    it('leaves a ledger whose audit is clean after every scenario', async () => {
      expect((await auditLedger(s().server.db)).problems).toEqual([]);
    });
  });
}

function defineAuthenticateScenarios(s: () => TSuiteState): void {
  describe('authenticate', () => {
    it('exchanges a launch token for the player, the balance and a game session', async () => {
      const { server, client } = s();
      const player = await server.makePlayer(12_345n);
      const answer = await client.authenticate(player.launchToken);
      expect(answer).toMatchObject({
        playerId: player.playerId,
        username: player.username,
        currency: server.currency,
        balance: 12_345,
        gameCode: server.gameCode,
        roomId: null,
        language: 'EN',
      });
      const hoursLeft = (Date.parse(answer.sessionExpiresAt) - Date.now()) / 3_600_000;
      expect(hoursLeft).toBeGreaterThan(11.9);
      expect(hoursLeft).toBeLessThanOrEqual(12);
      const sessions = await gameSessionsOf(server, player.memberId);
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.token_hash.equals(hashSessionToken(answer.sessionToken))).toBe(true);
      expect(sessions[0]).toMatchObject({ vassalage: server.vendorCode, game_code: server.gameCode });
      expect(await launchTokenUsedAt(server, player.launchToken)).not.toBeNull();
    });

    it('refuses a launch token already exchanged, and one never issued', async () => {
      const { server, client } = s();
      const player = await server.makePlayer(1_000n);
      await client.authenticate(player.launchToken);
      await expectRefusal(client.authenticate(player.launchToken), 'LAUNCH_TOKEN_INVALID');
      await expectRefusal(client.authenticate(randomBytes(32).toString('base64url')), 'LAUNCH_TOKEN_INVALID');
      expect(await gameSessionsOf(server, player.memberId)).toHaveLength(1);
    });

    it('gives one session when the same launch token is exchanged twice at once', async () => {
      const { server, client } = s();
      const player = await server.makePlayer(1_000n);
      const outcomes = await Promise.allSettled([
        client.authenticate(player.launchToken),
        client.authenticate(player.launchToken),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(await gameSessionsOf(server, player.memberId)).toHaveLength(1);
    });

    it('refuses an expired launch token and leaves it unused', async () => {
      const { server, client } = s();
      const player = await server.makePlayer(1_000n);
      const expired = await server.makeLaunchToken(player.memberId, { isExpired: true });
      await expectRefusal(client.authenticate(expired), 'LAUNCH_TOKEN_EXPIRED');
      expect(await launchTokenUsedAt(server, expired)).toBeNull();
      expect(await gameSessionsOf(server, player.memberId)).toHaveLength(0);
    });

    it('refuses every call signed with a wrong secret, and nothing changes', async () => {
      const { server, client, wrongSecretClient, newId } = s();
      const player = await server.makePlayer(5_000n);
      await expectRefusal(wrongSecretClient.authenticate(player.launchToken), 'SIGNATURE_INVALID');
      expect(await launchTokenUsedAt(server, player.launchToken)).toBeNull();
      const session = await client.authenticate(player.launchToken);
      const bet = {
        playerId: player.playerId,
        currency: server.currency,
        sessionToken: session.sessionToken,
        transactionId: newId('bet'),
        roundId: newId('round'),
        amount: 1_000,
      };
      await expectRefusal(wrongSecretClient.bet(bet), 'SIGNATURE_INVALID');
      const win = {
        playerId: player.playerId,
        currency: server.currency,
        transactionId: newId('win'),
        roundId: bet.roundId,
        amount: 9_000,
      };
      await expectRefusal(wrongSecretClient.win(win), 'SIGNATURE_INVALID');
      await expectRefusal(wrongSecretClient.balance(player.playerId, server.currency), 'SIGNATURE_INVALID');
      expect(await ledgerBalanceOf(server, player.memberId)).toBe(5_000n);
      // The refused bet left no trace: the same id is still free for a correctly signed bet.
      expect(await client.bet(bet)).toMatchObject({ balance: 4_000, isDuplicate: false });
    });
  });
}
