import type { TVipHistory, TVipStatus } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { nameIn, readLevelRows, readMemberState, readProgress } from './vip.queries.js';

const DAY_MS = 86_400_000;

type TMemberRef = { merchantId: bigint; memberId: bigint };

/**
 * The member's level and, live (everything settled or credited so far), the valid bet and deposits counted
 * towards the next level and the valid bet of the current keep window with its days left. The job applies
 * them at the next midnight. Without a ladder the member is at level 0 with nothing next.
 */
export async function readVipStatus(
  db: TDb,
  member: TMemberRef,
  language: string,
  now = new Date(),
): Promise<TVipStatus> {
  const [levels, state, registered] = await Promise.all([
    readLevelRows(db, member.merchantId),
    readMemberState(db, member),
    db
      .selectFrom('member')
      .select('created_at')
      .where('id', '=', member.memberId)
      .where('merchant_id', '=', member.merchantId)
      .executeTakeFirstOrThrow(),
  ]);
  const level = Math.min(state?.level ?? 0, Math.max(levels.length - 1, 0));
  const countFrom = state?.count_from ?? registered.created_at;
  const current = levels[level];
  const next = levels[level + 1];
  const progress = await readProgress(db, member, { from: countFrom, to: now });
  let keep: TVipStatus['keep'] = null;
  if (state && current && level > 0 && current.keep_valid_bet_minor > 0n) {
    const windowTo = new Date(state.keep_from.getTime() + current.keep_days * DAY_MS);
    const kept = await readProgress(db, member, {
      from: state.keep_from,
      to: now < windowTo ? now : windowTo,
    });
    keep = {
      validBet: Number(kept.validBetMinor),
      required: Number(current.keep_valid_bet_minor),
      windowFrom: state.keep_from.toISOString(),
      windowTo: windowTo.toISOString(),
      daysLeft: Math.max(0, Math.ceil((windowTo.getTime() - now.getTime()) / DAY_MS)),
    };
  }
  return {
    level,
    name: current ? nameIn(current.names, language) : '',
    reachedAt: state && state.level > 0 ? state.reached_at.toISOString() : null,
    countFrom: countFrom.toISOString(),
    validBet: Number(progress.validBetMinor),
    deposit: Number(progress.depositMinor),
    next: next
      ? {
          level: next.level,
          name: nameIn(next.names, language),
          validBet: Number(next.upgrade_valid_bet_minor),
          deposit: Number(next.upgrade_deposit_minor),
          levelUpBonus: Number(next.levelup_bonus_minor),
        }
      : null,
    keep,
  };
}

/** The member's level changes and VIP bonuses (the reward rows of source VIP), newest first, 100 of each. */
export async function readVipHistory(db: TDb, member: TMemberRef): Promise<TVipHistory> {
  const [changes, bonuses] = await Promise.all([
    db
      .selectFrom('vip_level_change')
      .select(['from_level', 'to_level', 'reason', 'created_at'])
      .where('member_id', '=', member.memberId)
      .where('merchant_id', '=', member.merchantId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
    db
      .selectFrom('reward')
      .select(['source_ref', 'amount_minor', 'created_at'])
      .where('member_id', '=', member.memberId)
      .where('merchant_id', '=', member.merchantId)
      .where('source', '=', 'VIP')
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
  ]);
  return {
    changes: changes.map((c) => ({
      fromLevel: c.from_level,
      toLevel: c.to_level,
      reason: c.reason,
      createdAt: c.created_at.toISOString(),
    })),
    bonuses: bonuses.map((b) => ({
      kind: b.source_ref.startsWith('monthly:') ? ('MONTHLY' as const) : ('LEVEL_UP' as const),
      sourceRef: b.source_ref,
      amount: Number(b.amount_minor),
      createdAt: b.created_at.toISOString(),
    })),
  };
}
