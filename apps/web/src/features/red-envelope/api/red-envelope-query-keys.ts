import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** Every red-envelope query key starts here: one member's data, gone with the session. */
export const RED_ENVELOPE_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'red-envelope'] as const;
