import { describe, expect, it } from 'vitest';
import { dayInZone, isTimeZone, startOfDayInZone, ZTimeZone, zoneOffsetLabel } from './time-zone.js';

describe('time zones', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(ZTimeZone.safeParse('Mars/Olympus').success).toBe(false);
  });
  it('finds the day of an instant in a zone', () => {
    expect(dayInZone(new Date('2026-11-25T18:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-11-26');
    expect(dayInZone(new Date('2026-11-25T18:30:00Z'), 'UTC')).toBe('2026-11-25');
  });
  it('finds when a day starts in a zone, daylight-saving days included', () => {
    expect(startOfDayInZone('2026-11-26', 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(startOfDayInZone('2026-11-26', 'UTC').toISOString()).toBe('2026-11-26T00:00:00.000Z');
    // New York: EDT (-4) on the day clocks go back, EST (-5) the day after.
    expect(startOfDayInZone('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayInZone('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
  it('labels the offset as people read it', () => {
    expect(zoneOffsetLabel('Asia/Ho_Chi_Minh')).toBe('GMT+7');
    expect(zoneOffsetLabel('Asia/Kolkata')).toBe('GMT+5:30');
    expect(zoneOffsetLabel('UTC')).toBe('GMT');
    expect(zoneOffsetLabel('America/New_York', new Date('2026-07-01T00:00:00Z'))).toBe('GMT-4');
  });
});
