import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './components/countdown';
import { formatCountdown, withClockOffset } from './server-clock';
import { at, SERVER_NOW } from './testing/lottery-fixtures';

// The browser's clock is an hour and seven seconds fast: only the server's time may count.
const BROWSER_SKEW_MS = 3_607_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('countdowns from the server clock', () => {
  it('stamps an answer with server − browser at receipt', () => {
    const answer = withClockOffset({ serverTime: SERVER_NOW }, Date.parse(SERVER_NOW) + BROWSER_SKEW_MS);
    expect(answer.clockOffsetMs).toBe(-BROWSER_SKEW_MS);
  });

  it('counts down to the close by the server clock with a wrong browser clock, and refetches once at zero', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse(SERVER_NOW) + BROWSER_SKEW_MS);
    const { clockOffsetMs } = withClockOffset({ serverTime: SERVER_NOW });
    const onExpire = vi.fn();
    render(<Countdown closeAt={at(90_000)} clockOffsetMs={clockOffsetMs} onExpire={onExpire} />);
    const countdown = screen.getByTestId('lottery-countdown');
    expect(countdown).toHaveTextContent('01:30');

    act(() => void vi.advanceTimersByTime(30_000));
    expect(countdown).toHaveTextContent('01:00');
    expect(onExpire).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(60_000));
    expect(countdown).toHaveTextContent('Closed');
    expect(onExpire).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('writes hours and days when the close is far', () => {
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('01:01:01');
    expect(formatCountdown(86_400_000 + 7_200_000)).toBe('1d 02:00:00');
  });
});
