import {
  PROTECTION_REOPEN_PATH,
  PROTECTION_SELF_EXCLUSION_PATH,
  PROTECTION_TIME_OUT_PATH,
  ZExclusion,
  ZReopenRequest,
  ZSelfExclusionRequest,
  ZTimeOutRequest,
  type TSelfExclusionDuration,
  type TTimeOutDuration,
} from '@kirin/contracts';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

// The answers of these routes are not fixed by the contract; an exclusion is read from them when they carry one.
const ZAnyAnswer = z.unknown();
const ZUntilPart = z.object({ until: z.string().nullable() });
const ZReopensPart = z.object({ reopensAt: z.string().nullable() });

/** A break being chosen: its kind and a duration of that kind. */
export type TBreakChoice =
  | { kind: 'time_out'; duration: TTimeOutDuration }
  | { kind: 'self_exclusion'; duration: TSelfExclusionDuration };
export type TBreakRequest = TBreakChoice & { password: string };

/** What a started break says about its end: the server's `until` when it answers one (null: indefinite). */
export type TBreakStarted = { until: string | null | undefined };

/** POST PROTECTION_TIME_OUT_PATH or PROTECTION_SELF_EXCLUSION_PATH (T): starts the break now. */
export async function startBreak(request: TBreakRequest): Promise<TBreakStarted> {
  const { kind, duration, password } = request;
  const answer =
    kind === 'time_out'
      ? await apiSend('POST', PROTECTION_TIME_OUT_PATH, ZAnyAnswer, {
          body: ZTimeOutRequest.parse({ duration, password }),
        })
      : await apiSend('POST', PROTECTION_SELF_EXCLUSION_PATH, ZAnyAnswer, {
          body: ZSelfExclusionRequest.parse({ duration, password }),
        });
  const exclusion = ZExclusion.safeParse(answer);
  const part = exclusion.success ? exclusion.data : ZUntilPart.safeParse(answer).data;
  return { until: part?.until };
}

/** POST PROTECTION_REOPEN_PATH (no token): asks to reopen after a fixed self-exclusion; when login works again. */
export async function requestReopen(username: string, password: string): Promise<string | null> {
  const answer = await apiSend('POST', PROTECTION_REOPEN_PATH, ZAnyAnswer, {
    body: ZReopenRequest.parse({ username, password }),
  });
  return ZReopensPart.safeParse(answer).data?.reopensAt ?? null;
}
