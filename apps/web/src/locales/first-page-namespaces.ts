/**
 * The TW files the first page (shell and home) uses: bundled with the entry by lib/i18n.ts, which must import
 * exactly these (its test checks), and kept out of the on-demand TW chunk by vite.config.ts.
 */
export const FIRST_PAGE_NAMESPACES = [
  'translation',
  'accounts',
  'games',
  'content',
  'red-envelope',
  'promotions',
] as const;
