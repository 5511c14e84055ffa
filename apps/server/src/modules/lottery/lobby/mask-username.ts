/** Names shorter than this keep only their first character: two plus two would show most of them. */
const MASK_KEEP_BOTH_ENDS_MIN_LENGTH = 6;

/** A username for the public winner board: `ab***yz`, or `a***` for short names. Counts characters, not bytes. */
export function maskUsername(username: string): string {
  const chars = Array.from(username);
  if (chars.length < MASK_KEEP_BOTH_ENDS_MIN_LENGTH) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
