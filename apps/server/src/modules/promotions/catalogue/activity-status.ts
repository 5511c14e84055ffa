import type { TActivityEvent, TActivityStatus, TPromotionKind } from '@kirin/contracts';
import { AppError } from '../../../platform/errors.js';

/**
 * The activity statuses of spec section 4 as one state machine. Each row says which events a status accepts
 * and where each leads; anything else is refused. Every use case asks `nextActivityStatus` before it writes, so
 * no code path can move a claim in a way this table does not list.
 *
 * - COMING_SOON → OPEN (JOIN) or TRACK (IN_PROGRESS, bet volume) when the schedule starts.
 * - JOIN: JOIN → JOINED (opted in, waiting for a qualifying deposit); CLAIM → CLAIMED (chosen with a deposit);
 *   QUALIFY → CLAIM (a qualifying deposit exists); APPLY → APPLYING; SIGN → SIGNED.
 * - CLAIM → CLAIMED (then PAY → ISSUED in the same transaction).
 * - CLAIMED: PAY → ISSUED (deposit credited); CANCEL → JOIN (the deposit expired or failed).
 * - APPLYING: APPROVE → ISSUED, REJECT → REJECTED (operator review).
 * - IN_PROGRESS: QUALIFY → CLAIM (a bet-volume tier reached).
 * - SIGNED, ISSUED: NEXT_PERIOD → JOIN (a new day / reload); ISSUED: TRACK → IN_PROGRESS (the next tier).
 * - Every open status: CLOSE → CLOSED (the schedule ended or the member left the audience). CLOSED is final.
 */
export const ACTIVITY_TRANSITIONS: Readonly<
  Record<TActivityStatus, Partial<Record<TActivityEvent, TActivityStatus>>>
> = {
  COMING_SOON: { OPEN: 'JOIN', TRACK: 'IN_PROGRESS', CLOSE: 'CLOSED' },
  JOIN: {
    JOIN: 'JOINED',
    CLAIM: 'CLAIMED',
    QUALIFY: 'CLAIM',
    APPLY: 'APPLYING',
    SIGN: 'SIGNED',
    CLOSE: 'CLOSED',
  },
  JOINED: { CLAIM: 'CLAIMED', QUALIFY: 'CLAIM', CLOSE: 'CLOSED' },
  CLAIM: { CLAIM: 'CLAIMED', CLOSE: 'CLOSED' },
  CLAIMED: { PAY: 'ISSUED', CANCEL: 'JOIN' },
  APPLYING: { APPROVE: 'ISSUED', REJECT: 'REJECTED' },
  IN_PROGRESS: { QUALIFY: 'CLAIM', CLOSE: 'CLOSED' },
  SIGNED: { NEXT_PERIOD: 'JOIN', CLOSE: 'CLOSED' },
  ISSUED: { NEXT_PERIOD: 'JOIN', TRACK: 'IN_PROGRESS', CLOSE: 'CLOSED' },
  REJECTED: { CLOSE: 'CLOSED' },
  CLOSED: {},
};

/** Where `event` takes `status`, or undefined when the table refuses it. */
export function activityTransition(
  status: TActivityStatus,
  event: TActivityEvent,
): TActivityStatus | undefined {
  return ACTIVITY_TRANSITIONS[status][event];
}

/** The next status, or PROMOTION_ACTION_REFUSED naming the status and the event that was refused. */
export function nextActivityStatus(status: TActivityStatus, event: TActivityEvent): TActivityStatus {
  const next = activityTransition(status, event);
  if (!next) throw new AppError('PROMOTION_ACTION_REFUSED', { status, event });
  return next;
}

export type TMemberAction = 'JOIN' | 'CLAIM' | 'APPLY' | 'SIGN';

/** The member-side events each kind uses. */
const KIND_ACTIONS: Record<TPromotionKind, readonly TMemberAction[]> = {
  FIRST_DEPOSIT: ['JOIN', 'CLAIM'],
  RELOAD: ['JOIN', 'CLAIM'],
  APPLICATION: ['APPLY'],
  DAILY_SIGN_IN: ['SIGN'],
  BET_VOLUME: ['CLAIM'],
};

/**
 * The buttons of /promoDetail: the kind's member events the status accepts. A deposit bonus is claimed from
 * JOIN or JOINED only by choosing it on the deposit form, so there CLAIM is not a button.
 */
export function memberActionsOf(kind: TPromotionKind, status: TActivityStatus): TMemberAction[] {
  const isChosenWithDeposit =
    (kind === 'FIRST_DEPOSIT' || kind === 'RELOAD') && (status === 'JOIN' || status === 'JOINED');
  return KIND_ACTIONS[kind].filter(
    (event) => activityTransition(status, event) && !(event === 'CLAIM' && isChosenWithDeposit),
  );
}
