import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';

/** The static avatars a member can choose; the images are the site's public/avatars/<id>.svg. */
export const STATIC_AVATAR_IDS = [
  'orbit',
  'prism',
  'tiles',
  'wave',
  'bloom',
  'peak',
  'halo',
  'star',
] as const;

export type TAvatarChoice = { id: string; url: string };
export type TAvatar = { avatar: string | null; avatarType: 'CUSTOM' | 'STATIC' };

function toStaticAvatarUrl(id: string): string {
  return `/avatars/${id}.svg`;
}

/** The choices of GET /wps/relay/MCSFE_getPlayerAvatar, in a fixed order. */
export function listAvatarChoices(): TAvatarChoice[] {
  return STATIC_AVATAR_IDS.map((id) => ({ id, url: toStaticAvatarUrl(id) }));
}

/**
 * What the member's avatar columns answer: a STATIC avatar is stored as its id and answered as its image URL;
 * a CUSTOM one is stored and answered as its URL. No avatar (or a static id no longer offered) is null, and the
 * site shows its default.
 */
export function toAvatar(row: { avatar: string | null; avatar_type: string }): TAvatar {
  if (row.avatar_type === 'CUSTOM') return { avatar: row.avatar, avatarType: 'CUSTOM' };
  const isOffered = (STATIC_AVATAR_IDS as readonly string[]).includes(row.avatar ?? '');
  return { avatar: isOffered ? toStaticAvatarUrl(row.avatar!) : null, avatarType: 'STATIC' };
}

/** The member's current avatar. */
export async function getAvatar(db: TDb, memberId: bigint): Promise<TAvatar> {
  const row = await db
    .selectFrom('member')
    .select(['avatar', 'avatar_type'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toAvatar(row);
}

/** Sets a static avatar by id; an id not in the list → VALIDATION_FAILED {avatar: 'avatar_unknown'}. */
export async function setStaticAvatar(db: TDb, memberId: bigint, avatarId: string): Promise<TAvatar> {
  if (!(STATIC_AVATAR_IDS as readonly string[]).includes(avatarId)) {
    throw new AppError('VALIDATION_FAILED', { avatar: 'avatar_unknown' });
  }
  const row = await db
    .updateTable('member')
    .set({ avatar: avatarId, avatar_type: 'STATIC' })
    .where('id', '=', memberId)
    .returning(['avatar', 'avatar_type'])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toAvatar(row);
}
