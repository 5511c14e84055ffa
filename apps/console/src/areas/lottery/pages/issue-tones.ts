import type { ZLotteryIssueStatus } from '@kirin/contracts';
import type { z } from 'zod';

/** An issue's status as a badge tone: waiting on someone (warn), finished (good), cancelled (neutral). */
export const ISSUE_TONES: Record<z.infer<typeof ZLotteryIssueStatus>, 'good' | 'warn' | 'neutral'> = {
  OPEN: 'neutral',
  CLOSED: 'warn',
  DRAWN: 'good',
  SETTLED: 'good',
  CANCELLED: 'neutral',
};
