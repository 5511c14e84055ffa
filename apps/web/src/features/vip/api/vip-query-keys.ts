import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** The ladder is the merchant's (anyone reads it); the member's own VIP queries start at the member root. */
export const VIP_LEVELS_QUERY_ROOT = ['vip', 'levels'] as const;
export const VIP_MEMBER_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'vip'] as const;
