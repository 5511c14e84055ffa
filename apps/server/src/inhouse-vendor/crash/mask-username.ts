/** A username as other players at a shared table see it: `alice77` → `al***7`. */
export function maskUsername(username: string): string {
  const chars = Array.from(username);
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
