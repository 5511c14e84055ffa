/** Where a scheduled item stands: not yet shown, shown now, or no longer shown (the site's own rule). */
export type TScheduleState = 'scheduled' | 'live' | 'ended';

export const SCHEDULE_STATES: readonly TScheduleState[] = ['scheduled', 'live', 'ended'];

export const SCHEDULE_TONES = { scheduled: 'warn', live: 'good', ended: 'neutral' } as const;

/** The site shows an item from its start until (not at) its end; no end shows it for good. */
export function scheduleStateOf(
  item: { startsAt: string; endsAt: string | null },
  nowMs = Date.now(),
): TScheduleState {
  if (Date.parse(item.startsAt) > nowMs) return 'scheduled';
  if (item.endsAt !== null && Date.parse(item.endsAt) <= nowMs) return 'ended';
  return 'live';
}
