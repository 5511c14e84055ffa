import { createHash } from 'node:crypto';
import { dealBaccarat, spinSlot, type TInhouseFairRound } from '@kirin/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardLabel } from './components/outcome-facts';
import { renderFairness } from './testing/render-fairness';

const SERVER_SEED = 'e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8';
/** Computed apart from the page's own WebCrypto code. */
const SERVER_SEED_HASH = createHash('sha256').update(SERVER_SEED).digest('hex');
const SLOT_INPUT = { serverSeed: SERVER_SEED, clientSeed: 'lucky-seven', nonce: 7 };
/** A crash vector of the contracts' own tests: this seed with round id crash-2 crashes at 13.32×. */
const CRASH_SEED = '0f9e8d7c6b5a49382716054f3e2d1c0b0a99887766554433221100ffeeddccbb';

/** Puts `text` in a field as a paste would (long seeds are pasted, not typed). */
async function paste(user: ReturnType<typeof userEvent.setup>, testId: string, text: string) {
  await user.click(screen.getByTestId(testId));
  await user.paste(text);
}

async function slotRound(overrides: Partial<TInhouseFairRound> = {}): Promise<TInhouseFairRound> {
  return {
    roundId: 'S42',
    gameCode: 'KIRIN_SLOT',
    serverSeedHash: SERVER_SEED_HASH,
    serverSeed: SERVER_SEED,
    clientSeed: SLOT_INPUT.clientSeed,
    nonce: SLOT_INPUT.nonce,
    betMinor: 500,
    payoutMinor: null,
    result: await spinSlot(SLOT_INPUT, 500),
    createdAt: '2025-05-02T10:15:30Z',
    ...overrides,
  };
}

const ROUND_PATH = '/inhouse/api/fair/rounds/S42';

describe('provably fair verification (/fairness)', () => {
  it('explains the scheme and recomputes a slot spin typed by a guest, hash and all', async () => {
    const { user } = renderFairness();
    expect(screen.getByTestId('fair-explainer')).toHaveTextContent('HMAC-SHA256');
    await paste(user, 'fair-server-seed', SERVER_SEED);
    await paste(user, 'fair-server-seed-hash', SERVER_SEED_HASH.toUpperCase());
    await user.type(screen.getByTestId('fair-client-seed'), SLOT_INPUT.clientSeed);
    await user.clear(screen.getByTestId('fair-nonce'));
    await user.type(screen.getByTestId('fair-nonce'), '7');
    await user.clear(screen.getByTestId('fair-bet'));
    await user.type(screen.getByTestId('fair-bet'), '5');
    await user.click(screen.getByTestId('fair-verify'));

    const expected = await spinSlot(SLOT_INPUT, 500);
    expect(await screen.findByTestId('fair-hash-verdict')).toHaveAttribute('data-verdict', 'match');
    expect(screen.getByTestId('fair-hash-verdict')).toHaveTextContent('Hash matches');
    expect(screen.getByTestId('fair-computed-hash')).toHaveTextContent(SERVER_SEED_HASH);
    expect(screen.getByTestId('fair-computed-stops')).toHaveTextContent(expected.stops.join(', '));
    expect(screen.getByTestId('fair-computed-payout')).toHaveTextContent(
      (expected.payoutMinor / 100).toFixed(2),
    );
    const cells = within(screen.getByTestId('fair-slot-grid')).getAllByRole('cell');
    // The window row by row: row 0 of every reel, then row 1…
    expect(cells.map((cell) => cell.dataset.symbol)).toEqual(
      [0, 1, 2].flatMap((row) => expected.grid.map((reel) => reel[row])),
    );
    expect(screen.queryAllByTestId('fair-slot-line-win')).toHaveLength(expected.lineWins.length);
    // No round was named: nothing stored to compare with.
    expect(screen.queryByTestId('fair-result-verdict')).not.toBeInTheDocument();
  });

  it('says the hash does not match for another seed', async () => {
    const { user } = renderFairness();
    await paste(user, 'fair-server-seed', `${SERVER_SEED.slice(0, -1)}9`);
    await paste(user, 'fair-server-seed-hash', SERVER_SEED_HASH);
    await user.type(screen.getByTestId('fair-client-seed'), 'lucky-seven');
    await user.click(screen.getByTestId('fair-verify'));
    expect(await screen.findByTestId('fair-hash-verdict')).toHaveAttribute('data-verdict', 'mismatch');
    expect(screen.getByTestId('fair-hash-verdict')).toHaveTextContent('Hash does not match');
  });

  it('recomputes a crash point and a baccarat coup from the round seed and round id', async () => {
    const { user } = renderFairness();
    await user.selectOptions(screen.getByTestId('fair-game'), 'KIRIN_CRASH');
    expect(screen.queryByTestId('fair-nonce')).not.toBeInTheDocument();
    await paste(user, 'fair-server-seed', CRASH_SEED);
    await user.type(screen.getByTestId('fair-client-seed'), 'crash-2');
    await user.click(screen.getByTestId('fair-verify'));
    expect(await screen.findByTestId('fair-computed-crash-point')).toHaveTextContent('13.32×');
    expect(screen.getByTestId('fair-hash-verdict')).toHaveAttribute('data-verdict', 'none');

    await user.selectOptions(screen.getByTestId('fair-game'), 'KIRIN_BACCARAT');
    await user.click(screen.getByTestId('fair-verify'));
    const hand = await dealBaccarat(CRASH_SEED, 'crash-2');
    expect(await screen.findByTestId('fair-computed-player')).toHaveTextContent(
      hand.player.map(cardLabel).join(' '),
    );
    expect(screen.getByTestId('fair-computed-banker')).toHaveTextContent(
      hand.banker.map(cardLabel).join(' '),
    );
    expect(screen.getByTestId('fair-computed-winner')).toHaveTextContent(
      { PLAYER: 'Player', BANKER: 'Banker', TIE: 'Tie' }[hand.outcome],
    );
    expect(screen.getByTestId('fair-baccarat-totals')).toHaveTextContent(
      `Player ${hand.playerTotal} – Banker ${hand.bankerTotal}`,
    );
  });

  it('fills the form from ?round=, recomputes at once and agrees with the stored round', async () => {
    const round = await slotRound();
    const { fetchMock } = renderFairness('/fairness?round=S42', { [ROUND_PATH]: { value: round } });
    expect(await screen.findByTestId('fair-result-verdict')).toHaveAttribute('data-verdict', 'match');
    expect(screen.getByTestId('fair-result-verdict')).toHaveTextContent('Result matches');
    expect(screen.getByTestId('fair-hash-verdict')).toHaveAttribute('data-verdict', 'match');
    expect(screen.getByTestId('fair-round-id')).toHaveTextContent('S42');
    expect(screen.getByTestId('fair-server-seed')).toHaveValue(SERVER_SEED);
    expect(screen.getByTestId('fair-nonce')).toHaveValue('7');
    expect(screen.getByTestId('fair-bet')).toHaveValue('5.00');
    expect(screen.getByTestId('fair-stored-stops')).toHaveTextContent(
      screen.getByTestId('fair-computed-stops').textContent ?? '-',
    );
    // A plain call to the vendor: neither the member's token nor the merchant goes with it.
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === ROUND_PATH) ?? [];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('says so when the stored round is not what the seeds give, and when the seed is changed', async () => {
    const round = await slotRound();
    const spin = round.result as { stops: number[] };
    const tampered = { ...spin, stops: [spin.stops[0]! === 0 ? 1 : 0, ...spin.stops.slice(1)] };
    const { user } = renderFairness('/fairness?round=S42', {
      [ROUND_PATH]: { value: { ...round, result: tampered } },
    });
    expect(await screen.findByTestId('fair-result-verdict')).toHaveAttribute('data-verdict', 'mismatch');
    expect(screen.getByTestId('fair-result-verdict')).toHaveTextContent('Result does not match');
    expect(screen.getByTestId('fair-hash-verdict')).toHaveAttribute('data-verdict', 'match');

    await user.clear(screen.getByTestId('fair-nonce'));
    await user.type(screen.getByTestId('fair-nonce'), '8');
    await user.click(screen.getByTestId('fair-verify'));
    expect(await screen.findByTestId('fair-computed-stops')).toHaveTextContent(
      (await spinSlot({ ...SLOT_INPUT, nonce: 8 }, 500)).stops.join(', '),
    );
    expect(screen.getByTestId('fair-result-verdict')).toHaveAttribute('data-verdict', 'mismatch');
  });

  it('agrees with stored crash and baccarat rounds, whose client seed is the round id', async () => {
    const shared = {
      serverSeedHash: createHash('sha256').update(CRASH_SEED).digest('hex'),
      serverSeed: CRASH_SEED,
      nonce: 0,
      betMinor: null,
      payoutMinor: null,
      createdAt: '2025-05-02T10:15:30Z',
    };
    const crash = {
      ...shared,
      roundId: 'crash-2',
      gameCode: 'KIRIN_CRASH',
      clientSeed: 'crash-2',
      result: { crashPoint: 1332 },
    };
    const view = renderFairness('/fairness?round=crash-2', {
      '/inhouse/api/fair/rounds/crash-2': { value: crash },
    });
    expect(await screen.findByTestId('fair-result-verdict')).toHaveAttribute('data-verdict', 'match');
    expect(screen.getByTestId('fair-stored-crash-point')).toHaveTextContent('13.32×');
    view.unmount();

    const hand = await dealBaccarat(CRASH_SEED, 'B7');
    const baccarat = { ...shared, roundId: 'B7', gameCode: 'KIRIN_BACCARAT', clientSeed: 'B7', result: hand };
    renderFairness('/fairness?round=B7', { '/inhouse/api/fair/rounds/B7': { value: baccarat } });
    expect(await screen.findByTestId('fair-result-verdict')).toHaveAttribute('data-verdict', 'match');
    expect(screen.getByTestId('fair-hash-verdict')).toHaveAttribute('data-verdict', 'match');
  });

  it('tells the player to rotate the seed pair before a slot round can be checked', async () => {
    const round = await slotRound({ serverSeed: null });
    renderFairness('/fairness?round=S42', { [ROUND_PATH]: { value: round } });
    expect(await screen.findByTestId('fair-round-unrevealed')).toHaveTextContent('Rotate your seed pair');
    expect(screen.getByTestId('fair-server-seed')).toHaveValue('');
    expect(screen.getByTestId('fair-server-seed-hash')).toHaveValue(SERVER_SEED_HASH);
    expect(screen.queryByTestId('fair-results')).not.toBeInTheDocument();
  });

  it('tells the player to wait for a shared round that is not over', async () => {
    const round = {
      ...(await slotRound()),
      roundId: 'C9',
      gameCode: 'KIRIN_CRASH',
      serverSeed: null,
      clientSeed: 'C9',
      nonce: 0,
      betMinor: null,
      result: null,
    };
    renderFairness('/fairness?round=C9', { '/inhouse/api/fair/rounds/C9': { value: round } });
    expect(await screen.findByTestId('fair-round-unrevealed')).toHaveTextContent('once the round is over');
    expect(screen.getByTestId('fair-game')).toHaveValue('KIRIN_CRASH');
    expect(screen.getByTestId('fair-client-seed')).toHaveValue('C9');
  });

  it('shows the refusal for an unknown round and keeps the form usable', async () => {
    renderFairness('/fairness?round=S404');
    expect(await screen.findByTestId('fair-round-error')).toHaveTextContent('Not found');
    expect(screen.getByTestId('fair-form')).toBeInTheDocument();
  });

  it('checks the form before computing', async () => {
    const { user } = renderFairness();
    await user.clear(screen.getByTestId('fair-bet'));
    await user.type(screen.getByTestId('fair-bet'), '0.05');
    await user.click(screen.getByTestId('fair-verify'));
    const problems = screen.getAllByTestId('fair-form-error').map((problem) => problem.textContent);
    expect(problems).toEqual([
      'Enter the server seed.',
      'Enter the client seed.',
      'The bet is a positive amount in steps of 0.10.',
    ]);
    expect(screen.queryByTestId('fair-results')).not.toBeInTheDocument();
  });
});
