import { describe, expect, it } from 'vitest';
import { earliestHistoryExportDay, historyExportRangeProblem, ZHistoryExportQuery } from './protection.js';

describe('earliestHistoryExportDay', () => {
  it('is the same date twelve months back, or that month’s last day', () => {
    expect(earliestHistoryExportDay('2025-06-15')).toBe('2024-06-15');
    expect(earliestHistoryExportDay('2025-01-01')).toBe('2024-01-01');
    expect(earliestHistoryExportDay('2025-12-31')).toBe('2024-12-31');
    expect(earliestHistoryExportDay('2024-02-29')).toBe('2023-02-28');
  });
});

describe('historyExportRangeProblem', () => {
  const today = '2025-06-15';
  it('accepts a range inside the last twelve months, both ends included', () => {
    expect(historyExportRangeProblem({ from: '2024-06-15', to: today }, today)).toBeNull();
    expect(historyExportRangeProblem({ from: today, to: today }, today)).toBeNull();
  });
  it('names the field and the rule it breaks', () => {
    expect(historyExportRangeProblem({ from: '2025-06-02', to: '2025-06-01' }, today)).toEqual({
      field: 'to',
      message: 'date_range_rule',
    });
    expect(historyExportRangeProblem({ from: '2025-06-01', to: '2025-06-16' }, today)).toEqual({
      field: 'to',
      message: 'history_export_future',
    });
    expect(historyExportRangeProblem({ from: '2024-06-14', to: today }, today)).toEqual({
      field: 'from',
      message: 'history_export_too_early',
    });
  });
});

describe('ZHistoryExportQuery', () => {
  it('takes real calendar days only', () => {
    expect(
      ZHistoryExportQuery.safeParse({ type: 'bets', from: '2025-02-28', to: '2025-03-01' }).success,
    ).toBe(true);
    expect(
      ZHistoryExportQuery.safeParse({ type: 'bets', from: '2025-02-30', to: '2025-03-01' }).success,
    ).toBe(false);
    expect(
      ZHistoryExportQuery.safeParse({ type: 'logins', from: '2025-02-28', to: '2025-03-01' }).success,
    ).toBe(false);
  });
});
