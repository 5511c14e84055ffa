import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** Every player-protection query key starts here (member data: it goes with the session). */
export const PROTECTION_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'protection'] as const;
