import { randomInt } from 'node:crypto';
import { ACCOUNT_TYPES, MAIN_WALLET } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { hashPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors.js';
import { houseShardIds, inTransaction, memberAccount, postAgainstHouse } from '../ledger/index.js';
import { creditDeposit, lockDeposit, merchantCurrency } from '../payments/credit-deposit.js';
import { seedDemoAgentContracts } from './seed-demo-agent-contracts.js';

/** The demo agents' shared password (demo merchant only; README "Demo accounts"). */
export const DEMO_AGENT_PASSWORD = 'Agent2026';
export const DEMO_TOP_AGENT = 'demoagent';

type TDemoAccount = { username: string; accountType: number; upline: string | null };

/**
 * Three levels of agents with players under each: demoagent (top) → demoteam1, demoteam2 →
 * demoteam1a, all type 1 (agents who also play, so each can sign in on the site), and eleven players.
 */
export const DEMO_AGENT_TREE: TDemoAccount[] = [
  { username: DEMO_TOP_AGENT, accountType: ACCOUNT_TYPES.AGENT, upline: null },
  { username: 'demoteam1', accountType: ACCOUNT_TYPES.AGENT, upline: DEMO_TOP_AGENT },
  { username: 'demoteam2', accountType: ACCOUNT_TYPES.AGENT, upline: DEMO_TOP_AGENT },
  { username: 'demoteam1a', accountType: ACCOUNT_TYPES.AGENT, upline: 'demoteam1' },
  ...['01', '02', '03'].map((n) => ({ username: `demoplay${n}`, accountType: 0, upline: DEMO_TOP_AGENT })),
  ...['04', '05', '06'].map((n) => ({ username: `demoplay${n}`, accountType: 0, upline: 'demoteam1' })),
  ...['07', '08'].map((n) => ({ username: `demoplay${n}`, accountType: 0, upline: 'demoteam2' })),
  ...['09', '10', '11'].map((n) => ({ username: `demoplay${n}`, accountType: 0, upline: 'demoteam1a' })),
];

/** The in-house games the demo history is played on, by category. */
const DEMO_GAMES = [
  { code: 'KIRIN_SLOT', category: 'RNG' },
  { code: 'KIRIN_CRASH', category: 'RNG' },
  { code: 'KIRIN_BACCARAT', category: 'LIVE' },
] as const;
const HISTORY_DAYS = 14;
const ROUNDS_PER_DAY = 8;
const DAY_MS = 86_400_000;

async function createAccounts(db: TDb, merchantId: bigint): Promise<Map<string, bigint>> {
  const ids = new Map<string, bigint>();
  const passwordHash = await hashPassword(DEMO_AGENT_PASSWORD);
  const createdAt = new Date(Date.now() - (HISTORY_DAYS + 1) * DAY_MS);
  for (const account of DEMO_AGENT_TREE) {
    const existing = await db
      .selectFrom('member')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where(sql`lower(username)`, '=', account.username)
      .executeTakeFirst();
    if (existing) {
      ids.set(account.username, existing.id);
      continue;
    }
    const upline = account.upline ? ids.get(account.upline) : undefined;
    const row = await db
      .insertInto('member')
      .values({
        merchant_id: merchantId,
        username: account.username,
        account_type: account.accountType,
        password_hash: passwordHash,
        password_changed_at: new Date(),
        nickname: account.username,
        upline_id: upline ?? null,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(account.username, row.id);
  }
  return ids;
}

/** A real sandbox deposit, credited through the payments domain (so team reports count a first deposit). */
async function deposit(
  db: TDb,
  merchantId: bigint,
  member: { id: bigint; username: string },
  amountMinor: bigint,
  at: Date,
) {
  const method = await db
    .selectFrom('payment_method')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('gateway', '=', 'SANDBOX')
    .executeTakeFirst();
  if (!method) return;
  const requestId = `demo-agent-deposit-${member.username}`;
  await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('deposit')
      .values({
        merchant_id: merchantId,
        member_id: member.id,
        method_id: method.id,
        request_id: requestId,
        amount_minor: amountMinor,
        status: 'CREATED',
        created_at: at,
        updated_at: at,
        expires_at: new Date(at.getTime() + 30 * 60_000),
      })
      .onConflict((oc) => oc.constraint('deposit_request').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    const row = await lockDeposit(trx, { id: inserted.id });
    if (row) await creditDeposit(trx, row);
  });
}

/** Settled rounds on the in-house games over the last two weeks, each a bet and (when won) a win in the ledger. */
async function playHistory(db: TDb, merchantId: bigint, memberId: bigint, username: string) {
  const currency = await merchantCurrency(db, merchantId);
  const shards = await houseShardIds(db, merchantId, currency);
  await memberAccount(db, { merchantId, memberId, walletCode: MAIN_WALLET, currency });
  for (let day = HISTORY_DAYS; day >= 1; day -= 1) {
    for (let n = 0; n < ROUNDS_PER_DAY; n += 1) {
      const game = DEMO_GAMES[randomInt(DEMO_GAMES.length)] ?? DEMO_GAMES[0];
      const stake = BigInt(randomInt(10, 201) * 1000);
      // A little under even money on average, as the house edge makes it.
      const payout = randomInt(100) < 47 ? stake * 2n : 0n;
      const betAt = new Date(Date.now() - day * DAY_MS + n * 37 * 60_000);
      const roundId = `demo-${username}-${day}-${n}`;
      const inserted = await db
        .insertInto('bet_round')
        .values({
          merchant_id: merchantId,
          member_id: memberId,
          vassalage: 'KIRIN',
          round_id: roundId,
          game_code: game.code,
          game_category: game.category,
          currency,
          stake_minor: stake,
          valid_bet_minor: stake,
          payout_minor: payout,
          status: 'SETTLED',
          bet_at: betAt,
          settled_at: new Date(betAt.getTime() + 60_000),
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      const move = {
        merchantId,
        memberId,
        currency,
        houseShardIds: shards,
        reference: `round:${inserted.id}`,
        memo: game.code,
      };
      const bet = await postAgainstHouse(db, {
        ...move,
        memberAmountMinor: -stake,
        idempotencyKey: `demo-round:${roundId}:bet`,
        kind: 'BET',
        request: { roundId, stake: String(stake) },
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') return null;
        throw error;
      });
      if (!bet) {
        // A long losing run emptied the wallet: this player stops playing, as a real one would.
        await db.deleteFrom('bet_round').where('id', '=', inserted.id).execute();
        return;
      }
      if (payout > 0n)
        await postAgainstHouse(db, {
          ...move,
          memberAmountMinor: payout,
          idempotencyKey: `demo-round:${roundId}:win`,
          kind: 'WIN',
          request: { roundId, payout: String(payout) },
        });
    }
  }
}

/**
 * The demo merchant's agent tree with two weeks of deposits and play, so a new user who signs in as
 * demoagent sees a populated agent centre. Every step is keyed (usernames, deposit request ids, round ids,
 * ledger keys), so a start interrupted midway completes the rest on the next; a finished seed is left alone.
 */
export async function seedDemoAgents(db: TDb, merchantId: bigint): Promise<void> {
  // The contracts are the last step: once the top agent holds one, the seed has finished.
  const finished = await db
    .selectFrom('agent_contract as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .select('c.id')
    .where('m.merchant_id', '=', merchantId)
    .where(sql`lower(m.username)`, '=', DEMO_TOP_AGENT)
    .executeTakeFirst();
  if (finished) return;
  const ids = await createAccounts(db, merchantId);
  const firstDay = new Date(Date.now() - (HISTORY_DAYS + 0.5) * DAY_MS);
  const agents: { id: bigint; uplineId: bigint | null; level: number }[] = [];
  for (const account of DEMO_AGENT_TREE) {
    const memberId = ids.get(account.username);
    if (memberId === undefined) continue;
    await deposit(db, merchantId, { id: memberId, username: account.username }, 5_000_000n, firstDay);
    if (account.accountType === 0) {
      await playHistory(db, merchantId, memberId, account.username);
    } else {
      const upline = agents.find(
        (agent) => agent.id === (account.upline ? ids.get(account.upline) : undefined),
      );
      agents.push({ id: memberId, uplineId: upline?.id ?? null, level: upline ? upline.level + 1 : 0 });
    }
  }
  await seedDemoAgentContracts(db, merchantId, agents, HISTORY_DAYS);
}
