import {
  PROTECTION_LIMIT_KINDS,
  PROTECTION_LIMIT_PERIODS,
  type TProtectionLimit,
  type TProtectionLimits,
  type TProtectionSession,
} from '@kirin/contracts';

type TLimitPatch = Partial<TProtectionLimit> & Pick<TProtectionLimit, 'kind' | 'period'>;

/** Every kind × period without a limit, with `patches` applied; the allowance is the lowest remaining per kind. */
export function limitsAnswer(patches: TLimitPatch[] = [], isPromptDue = false): TProtectionLimits {
  const limits = PROTECTION_LIMIT_KINDS.flatMap((kind) =>
    PROTECTION_LIMIT_PERIODS.map((period): TProtectionLimit => {
      const patch = patches.find((p) => p.kind === kind && p.period === period);
      return { kind, period, amount: null, used: 0, remaining: null, pending: null, ...patch };
    }),
  );
  const lowest = (kind: TProtectionLimit['kind']) => {
    const left = limits.filter((l) => l.kind === kind && l.remaining !== null).map((l) => l.remaining ?? 0);
    return left.length === 0 ? null : Math.min(...left);
  };
  return {
    limits,
    allowance: { deposit: lowest('deposit'), loss: lowest('loss'), wager: lowest('wager') },
    isPromptDue,
  };
}

/** A session that started `elapsedSeconds` ago by the device clock, so no clock skew is read into it. */
export function sessionAnswer(patch: Partial<TProtectionSession> & { elapsedSeconds?: number } = {}) {
  const elapsedSeconds = patch.elapsedSeconds ?? 0;
  const session: TProtectionSession = {
    startedAt: new Date(Date.now() - elapsedSeconds * 1000).toISOString(),
    elapsedSeconds,
    staked: 0,
    paidOut: 0,
    netPosition: 0,
    realityCheckMinutes: null,
    nextRealityCheckAt: null,
    sessionLimitMinutes: null,
    endsAt: null,
    ...patch,
  };
  return session;
}

export const STATUS_PLAY = {
  exclusion: null,
  sessionSettings: { realityCheckMinutes: null, sessionLimitMinutes: null },
  isWithdrawalOnly: false,
};
