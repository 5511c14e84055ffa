/** Every messages query starts with this key, so reading one message refreshes the list and the badge. */
export const MESSAGES_QUERY_ROOT = ['messages'] as const;
export const UNREAD_COUNT_KEY = [...MESSAGES_QUERY_ROOT, 'unread'] as const;
/** The badge polls this often while a member is signed in. */
export const UNREAD_POLL_MS = 30_000;
export const MESSAGES_PAGE_SIZE = 10;
