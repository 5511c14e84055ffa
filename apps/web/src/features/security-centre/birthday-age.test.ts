import { hasMinimumAge } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { latestBirthdayFor } from './birthday-age';

const TODAY = new Date(2025, 5, 15); // 15 June 2025, local time

describe('latestBirthdayFor', () => {
  it('is the last day that still shows 21 years, as the shared age rule counts them', () => {
    const latest = latestBirthdayFor(21, TODAY);
    expect(latest).toBe('2004-06-15');
    expect(hasMinimumAge(latest, 21, TODAY)).toBe(true);
    expect(hasMinimumAge('2004-06-16', 21, TODAY)).toBe(false);
  });
});
