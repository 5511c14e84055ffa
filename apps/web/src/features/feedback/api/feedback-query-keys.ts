export const FEEDBACK_QUERY_ROOT = ['feedback'] as const;
export const FEEDBACK_PAGE_SIZE = 10;
