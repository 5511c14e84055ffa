import { DEPOSIT_STATUSES } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { decideCallback } from './callback-status-rule.js';

describe('decideCallback', () => {
  it('lets PAID win over every state that is not final', () => {
    for (const status of ['CREATED', 'PENDING_REVIEW', 'FAILED', 'EXPIRED'] as const) {
      expect(decideCallback(status, 'PAID')).toBe('CREDIT');
    }
  });

  it('never moves a credited or rejected deposit', () => {
    expect(decideCallback('CREDITED', 'PAID')).toBe('DUPLICATE');
    expect(decideCallback('CREDITED', 'FAILED')).toBe('IGNORE');
    expect(decideCallback('REJECTED', 'PAID')).toBe('IGNORE');
    expect(decideCallback('REJECTED', 'FAILED')).toBe('IGNORE');
  });

  it('lets FAILED close only an open deposit', () => {
    expect(decideCallback('CREATED', 'FAILED')).toBe('FAIL');
    expect(decideCallback('FAILED', 'FAILED')).toBe('DUPLICATE');
    expect(decideCallback('EXPIRED', 'FAILED')).toBe('IGNORE');
    expect(decideCallback('PENDING_REVIEW', 'FAILED')).toBe('IGNORE');
  });

  it('has a decision for every status', () => {
    for (const status of DEPOSIT_STATUSES) {
      expect(['CREDIT', 'FAIL', 'DUPLICATE', 'IGNORE']).toContain(decideCallback(status, 'PAID'));
      expect(['CREDIT', 'FAIL', 'DUPLICATE', 'IGNORE']).toContain(decideCallback(status, 'FAILED'));
    }
  });
});
