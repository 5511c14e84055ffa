import { PROTECTION_REALITY_CHECK_PATH, PROTECTION_SESSION_PATH } from '@kirin/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { mockApi } from '../../test/fetch-mock';
import { renderSite } from '../../test/render-site';
import { LAUNCH_ANSWER, SLOT } from '../games/testing/games-fixtures';
import { MEMBER, renderGames } from '../games/testing/games.test-support';
import { sessionAnswer } from './testing/protection-fixtures';

type TAnswers = Parameters<typeof mockApi>[0];
const MINUTE_MS = 60_000;
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const calledPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('reality check', () => {
  it('opens when due with time and net position, and Continue records it and schedules the next', async () => {
    // Timers are faked (the due time is reached by advancing them) but keep pace with the clock for the UI.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const answers: TAnswers = {
      [PROTECTION_SESSION_PATH]: {
        value: sessionAnswer({ elapsedSeconds: 59 * 60, nextRealityCheckAt: inMs(MINUTE_MS) }),
      },
    };
    const fetchMock = mockApi(answers);
    renderSite('/index', { session: { token: 't-1', account: 'alice', isAgent: 0 } });
    await waitFor(() => expect(calledPaths(fetchMock)).toContain(`GET ${PROTECTION_SESSION_PATH}`));
    expect(screen.queryByTestId('modal-realityCheck')).not.toBeInTheDocument();

    answers[PROTECTION_SESSION_PATH] = {
      value: sessionAnswer({
        elapsedSeconds: 60 * 60,
        staked: 5_000,
        paidOut: 3_750,
        netPosition: -1_250,
        realityCheckMinutes: 60,
        nextRealityCheckAt: inMs(-1000),
      }),
    };
    act(() => vi.advanceTimersByTime(MINUTE_MS));
    const dialog = await screen.findByTestId('modal-realityCheck');
    expect(within(dialog).getByTestId('reality-check-elapsed')).toHaveTextContent(/^1:00:0\d$/);
    expect(within(dialog).getByTestId('reality-check-net')).toHaveTextContent('-12.50');
    expect(within(dialog).getByTestId('reality-check-staked')).toHaveTextContent('50.00');
    expect(within(dialog).getByTestId('reality-check-link-personalHistoryCopy')).toHaveTextContent(
      'Betting record',
    );
    expect(within(dialog).getByTestId('reality-check-link-transactionHistory')).toBeInTheDocument();
    expect(within(dialog).getByTestId('reality-check-link-responsibleGaming')).toHaveTextContent('My limits');
    expect(within(dialog).getByTestId('reality-check-logout')).toBeInTheDocument();

    answers[PROTECTION_REALITY_CHECK_PATH] = { value: {} };
    answers[PROTECTION_SESSION_PATH] = {
      value: sessionAnswer({ elapsedSeconds: 60 * 60, nextRealityCheckAt: inMs(60 * MINUTE_MS) }),
    };
    act(() => within(dialog).getByTestId('reality-check-continue').click());
    await waitFor(() => expect(screen.queryByTestId('modal-realityCheck')).not.toBeInTheDocument());
    expect(calledPaths(fetchMock)).toContain(`POST ${PROTECTION_REALITY_CHECK_PATH}`);
    // The next check is asked for again rather than shown from the old answer.
    await waitFor(() =>
      expect(calledPaths(fetchMock).filter((c) => c === `GET ${PROTECTION_SESSION_PATH}`)).toHaveLength(3),
    );
    expect(screen.queryByTestId('modal-realityCheck')).not.toBeInTheDocument();
  });

  it('logs the member out with the message when the session limit is reached', async () => {
    mockApi({
      [PROTECTION_SESSION_PATH]: {
        failure: { code: 'SESSION_LIMIT_REACHED', message: 'session_limit_reached' },
      },
    });
    renderSite('/index', { session: { token: 't-1', account: 'alice', isAgent: 0 } });
    expect(await screen.findByTestId('modal-warning')).toHaveTextContent(
      'Your session limit has been reached. Please log in again.',
    );
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('logs out at the session end even when no call has been refused yet', async () => {
    mockApi({
      [PROTECTION_SESSION_PATH]: { value: sessionAnswer({ elapsedSeconds: 7200, endsAt: inMs(-1000) }) },
    });
    renderSite('/index', { session: { token: 't-1', account: 'alice', isAgent: 0 } });
    expect(await screen.findByTestId('modal-warning')).toHaveTextContent(
      'Your session limit has been reached.',
    );
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('during play', () => {
  it('shows the session time ticking and the net position above the game', async () => {
    const SLOT_PAGE = `/game?gameId=${SLOT.gameId}&vassalage=KIRIN&name=Kirin%20Fortune%20Reels`;
    renderGames(SLOT_PAGE, {
      session: MEMBER,
      answers: {
        'POST /wps/game/launchGame': { value: LAUNCH_ANSWER },
        [PROTECTION_SESSION_PATH]: { value: sessionAnswer({ elapsedSeconds: 65, netPosition: 2_000 }) },
      },
    });
    const bar = await screen.findByTestId('play-bar');
    expect(within(bar).getByTestId('play-bar-net')).toHaveTextContent('+20.00');
    expect(within(bar).getByTestId('play-bar-elapsed')).toHaveTextContent(/^1:0[5-6]$/);
    await waitFor(() => expect(within(bar).getByTestId('play-bar-elapsed')).toHaveTextContent(/^1:0[6-9]$/), {
      timeout: 3000,
    });
    expect(screen.getByTestId('game-frame')).toBeInTheDocument();
  });
});
