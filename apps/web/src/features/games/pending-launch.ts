import { create } from 'zustand';
import { paths } from '../../app/paths';
import type { TLaunchTarget } from './api/launch-game';

/** The launch token's life on the server: an older address could only fail, so /game launches again. */
export const PENDING_LAUNCH_TTL_MS = 2 * 60_000;

type TPendingLaunch = { key: string; url: string; launchedAt: number };

type TPendingLaunchStore = {
  pending: TPendingLaunch | null;
  setPending: (pending: TPendingLaunch) => void;
  clearPending: () => void;
};

/**
 * The address a list page just launched, handed to /game in memory only: the launch token inside is one-time,
 * so it never goes into the address bar or history, and /game launches again on a reload (docs/games-site.md).
 */
export const usePendingLaunchStore = create<TPendingLaunchStore>()((set) => ({
  pending: null,
  setPending: (pending) => set({ pending }),
  clearPending: () => set({ pending: null }),
}));

/** The launched address waiting for the game `key`, if that is the one waiting. */
export function peekPendingLaunch(key: string): string | null {
  const { pending } = usePendingLaunchStore.getState();
  const isFresh = pending !== null && Date.now() - pending.launchedAt < PENDING_LAUNCH_TTL_MS;
  return isFresh && pending.key === key ? pending.url : null;
}

/** /game for a target: what to launch (game or room, vendor) and the name to show, never the launch token. */
export function gamePagePath(target: TLaunchTarget): string {
  const params = new URLSearchParams();
  if (target.roomId === undefined) params.set('gameId', target.gameId);
  else params.set('roomId', target.roomId);
  params.set('vassalage', target.vassalage);
  params.set('name', target.name);
  return `${paths.game()}?${params.toString()}`;
}

/** The target a /game address names, or null when it names none (the honest empty page). */
export function targetOfGamePage(params: URLSearchParams): TLaunchTarget | null {
  const vassalage = params.get('vassalage');
  const name = params.get('name') ?? '';
  const gameId = params.get('gameId');
  const roomId = params.get('roomId');
  const isId = (id: string | null): id is string => id !== null && /^\d{1,18}$/.test(id);
  if (!vassalage) return null;
  if (isId(gameId)) return { gameId, vassalage, name };
  if (isId(roomId)) return { roomId, vassalage, name };
  return null;
}
