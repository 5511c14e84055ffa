import {
  ACTIVITY_EVENTS,
  ACTIVITY_STATUSES,
  type TActivityEvent,
  type TActivityStatus,
} from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.js';
import {
  ACTIVITY_TRANSITIONS,
  activityTransition,
  memberActionsOf,
  nextActivityStatus,
} from './activity-status.js';

// Every allowed transition, written out independently of the table: the test fails if one is added or lost.
const ALLOWED: [TActivityStatus, TActivityEvent, TActivityStatus][] = [
  ['COMING_SOON', 'OPEN', 'JOIN'],
  ['COMING_SOON', 'TRACK', 'IN_PROGRESS'],
  ['COMING_SOON', 'CLOSE', 'CLOSED'],
  ['JOIN', 'JOIN', 'JOINED'],
  ['JOIN', 'CLAIM', 'CLAIMED'],
  ['JOIN', 'QUALIFY', 'CLAIM'],
  ['JOIN', 'APPLY', 'APPLYING'],
  ['JOIN', 'SIGN', 'SIGNED'],
  ['JOIN', 'CLOSE', 'CLOSED'],
  ['JOINED', 'CLAIM', 'CLAIMED'],
  ['JOINED', 'QUALIFY', 'CLAIM'],
  ['JOINED', 'CLOSE', 'CLOSED'],
  ['CLAIM', 'CLAIM', 'CLAIMED'],
  ['CLAIM', 'CLOSE', 'CLOSED'],
  ['CLAIMED', 'PAY', 'ISSUED'],
  ['CLAIMED', 'CANCEL', 'JOIN'],
  ['APPLYING', 'APPROVE', 'ISSUED'],
  ['APPLYING', 'REJECT', 'REJECTED'],
  ['IN_PROGRESS', 'QUALIFY', 'CLAIM'],
  ['IN_PROGRESS', 'CLOSE', 'CLOSED'],
  ['SIGNED', 'NEXT_PERIOD', 'JOIN'],
  ['SIGNED', 'CLOSE', 'CLOSED'],
  ['ISSUED', 'NEXT_PERIOD', 'JOIN'],
  ['ISSUED', 'TRACK', 'IN_PROGRESS'],
  ['ISSUED', 'CLOSE', 'CLOSED'],
  ['REJECTED', 'CLOSE', 'CLOSED'],
];
const key = (status: string, event: string) => `${status}+${event}`;
const allowed = new Map(ALLOWED.map(([from, event, to]) => [key(from, event), to]));

describe('activity state machine', () => {
  it('covers every status of spec section 4', () => {
    expect(Object.keys(ACTIVITY_TRANSITIONS).sort()).toEqual([...ACTIVITY_STATUSES].sort());
  });

  for (const status of ACTIVITY_STATUSES) {
    for (const event of ACTIVITY_EVENTS) {
      const expected = allowed.get(key(status, event));
      if (expected) {
        it(`${status} --${event}--> ${expected}`, () => {
          expect(nextActivityStatus(status, event)).toBe(expected);
        });
      } else {
        it(`${status} refuses ${event}`, () => {
          expect(activityTransition(status, event)).toBeUndefined();
          try {
            nextActivityStatus(status, event);
            expect.unreachable();
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).code).toBe('PROMOTION_ACTION_REFUSED');
            expect((error as AppError).details).toEqual({ status, event });
          }
        });
      }
    }
  }

  it('CLOSED is final', () => {
    for (const event of ACTIVITY_EVENTS) expect(activityTransition('CLOSED', event)).toBeUndefined();
  });

  it('shows the buttons each kind uses', () => {
    expect(memberActionsOf('FIRST_DEPOSIT', 'JOIN')).toEqual(['JOIN']);
    expect(memberActionsOf('RELOAD', 'JOINED')).toEqual([]);
    expect(memberActionsOf('FIRST_DEPOSIT', 'CLAIM')).toEqual(['CLAIM']);
    expect(memberActionsOf('APPLICATION', 'JOIN')).toEqual(['APPLY']);
    expect(memberActionsOf('APPLICATION', 'APPLYING')).toEqual([]);
    expect(memberActionsOf('DAILY_SIGN_IN', 'JOIN')).toEqual(['SIGN']);
    expect(memberActionsOf('DAILY_SIGN_IN', 'SIGNED')).toEqual([]);
    expect(memberActionsOf('BET_VOLUME', 'IN_PROGRESS')).toEqual([]);
    expect(memberActionsOf('BET_VOLUME', 'CLAIM')).toEqual(['CLAIM']);
    expect(memberActionsOf('BET_VOLUME', 'CLOSED')).toEqual([]);
  });
});
