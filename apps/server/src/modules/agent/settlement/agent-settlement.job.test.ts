import { describe, expect, it } from 'vitest';
import { dueRuns } from './agent-settlement.job.js';

const HCM = 'Asia/Ho_Chi_Minh';
const policies = [
  { type: 'DIVIDEND' as const, periods: ['H', 'D'] },
  { type: 'DAILY_SALARY' as const, periods: [] },
  { type: 'REALTIME_SALARY' as const, periods: [] },
  { type: 'HOURLY_SALARY' as const, periods: [] },
];
const show = (runs: ReturnType<typeof dueRuns>) =>
  runs.map((r) => `${r.type} ${r.kind} ${r.period.start.toISOString()}..${r.period.end.toISOString()}`);

describe('agent settlement ticks', () => {
  it('settles salaries before the dividend, each for the period that just closed in the merchant zone', () => {
    // 2026-03-16 02:10 local (UTC+7).
    expect(show(dueRuns(1n, policies, new Date('2026-03-15T19:10:00Z'), HCM))).toEqual([
      'REALTIME_SALARY 5M 2026-03-15T19:05:00.000Z..2026-03-15T19:10:00.000Z',
      'HOURLY_SALARY 1H 2026-03-15T18:00:00.000Z..2026-03-15T19:00:00.000Z',
      'DAILY_SALARY D 2026-03-14T17:00:00.000Z..2026-03-15T17:00:00.000Z',
      'DIVIDEND D 2026-03-14T17:00:00.000Z..2026-03-15T17:00:00.000Z',
      'DIVIDEND H 2026-02-28T17:00:00.000Z..2026-03-15T17:00:00.000Z',
    ]);
  });

  it('before 02:05 local, yesterday is not settled yet (the day before is named again, already settled)', () => {
    const runs = dueRuns(1n, [{ type: 'DAILY_SALARY', periods: [] }], new Date('2026-03-15T19:04:00Z'), HCM);
    expect(show(runs)).toEqual(['DAILY_SALARY D 2026-03-13T17:00:00.000Z..2026-03-14T17:00:00.000Z']);
  });
});
