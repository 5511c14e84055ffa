import type { TChatNameDisplay } from '@kirin/contracts';

/** A username as others in the room see it by default: `alice77` → `al***7`. */
export function maskChatName(username: string): string {
  const chars = Array.from(username);
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

/** The name a member's messages carry under the merchant's naming rule (docs/chat-room.md). */
export function chatDisplayName(
  rule: TChatNameDisplay,
  member: { username: string; nickname: string | null },
): string {
  switch (rule) {
    case 'USERNAME':
      return member.username;
    case 'NICKNAME':
      return member.nickname?.trim() || maskChatName(member.username);
    case 'MASKED':
      return maskChatName(member.username);
  }
}
