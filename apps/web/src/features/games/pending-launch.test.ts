import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  gamePagePath,
  peekPendingLaunch,
  PENDING_LAUNCH_TTL_MS,
  targetOfGamePage,
  usePendingLaunchStore,
} from './pending-launch';

afterEach(() => {
  usePendingLaunchStore.setState({ pending: null });
  vi.useRealTimers();
});

const paramsOf = (path: string) => new URL(path, 'http://localhost').searchParams;

describe('the /game address', () => {
  it('names a game or a room and reads back the same target', () => {
    const game = { gameId: '12', vassalage: 'KIRIN', name: 'Kirin & Co' };
    expect(gamePagePath(game)).toBe('/game?gameId=12&vassalage=KIRIN&name=Kirin+%26+Co');
    expect(targetOfGamePage(paramsOf(gamePagePath(game)))).toEqual(game);
    const room = { roomId: '71', vassalage: 'KYPVP', name: 'Table' };
    expect(targetOfGamePage(paramsOf(gamePagePath(room)))).toEqual(room);
  });

  it('names nothing without a vendor or with an id that is not one', () => {
    expect(targetOfGamePage(paramsOf('/game'))).toBeNull();
    expect(targetOfGamePage(paramsOf('/game?gameId=12'))).toBeNull();
    expect(targetOfGamePage(paramsOf('/game?gameId=abc&vassalage=KIRIN'))).toBeNull();
    expect(targetOfGamePage(paramsOf('/game?url=https://evil.example&vassalage=KIRIN'))).toBeNull();
  });
});

describe('the launched address handed to /game', () => {
  it('is given only for its own game, and only while its launch token can still be used', () => {
    vi.useFakeTimers();
    usePendingLaunchStore
      .getState()
      .setPending({ key: 'game:1', url: '/play?token=a', launchedAt: Date.now() });
    expect(peekPendingLaunch('game:2')).toBeNull();
    expect(peekPendingLaunch('game:1')).toBe('/play?token=a');
    vi.advanceTimersByTime(PENDING_LAUNCH_TTL_MS);
    expect(peekPendingLaunch('game:1')).toBeNull();
  });
});
