import type { TLotteryResult } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import {
  DEMO_MERCHANTS,
  makeOperator,
  meAnswer,
  renderConsole,
  signInAs,
} from '../../../test/render-console';
import { lotteryGame, NORTH_BOARD, OTHER_NORTH_BOARD, SSC } from '../test/lottery-fixtures';

type TEntry = { operatorId: string; result: unknown; enteredAt: string };
const ENTRIES = 'GET /merchants/demo/lottery/issues/41/entries';
const RESULTS = 'POST /merchants/demo/lottery/issues/41/results';
const TIER_LABELS = {
  DB: 'Special prize (ĐB)',
  G1: '1st prize (G1)',
  G2: '2nd prize (G2)',
  G3: '3rd prize (G3)',
  G4: '4th prize (G4)',
  G5: '5th prize (G5)',
  G6: '6th prize (G6)',
  G7: '7th prize (G7)',
} as const;

/**
 * The issue's result entry as the server keeps it (enter-lottery-result.ts): an operator's entry replaces its
 * own; another operator's matching board draws the station; a differing one is a mismatch. `operatorOf` says
 * who is calling, as the session token would.
 */
function resultServer(operatorOf: () => string, initial: TEntry[] = []) {
  let entries = [...initial];
  let drawn: unknown = null;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return {
    [ENTRIES]: () => ({
      issueId: '41',
      gameCode: 'VN_MB',
      numero: '20261127',
      status: drawn ? 'DRAWN' : 'CLOSED',
      resultSource: 'OPERATOR',
      stations: [
        {
          stationId: 'ha-noi',
          state: drawn ? 'DRAWN' : (['WAITING_FIRST', 'WAITING_SECOND'][entries.length] ?? 'MISMATCH'),
          result: drawn ? { source: 'OPERATOR', result: drawn } : null,
          entries,
        },
      ],
    }),
    [RESULTS]: (call: TMockCall) => {
      const { result } = call.body as { result: TLotteryResult };
      const me = operatorOf();
      entries = [
        ...entries.filter((entry) => entry.operatorId !== me),
        { operatorId: me, result, enteredAt: '2026-11-27T11:40:00.000Z' },
      ];
      const others = entries
        .filter((entry) => entry.operatorId !== me)
        .map((entry) => ({
          operatorId: entry.operatorId,
          isMatching: same(entry.result, result),
          enteredAt: entry.enteredAt,
        }));
      if (others.some((other) => other.isMatching)) {
        drawn = result;
        return { state: 'CONFIRMED', issueStatus: 'DRAWN', others };
      }
      return { state: others.length === 0 ? 'WAITING_SECOND' : 'MISMATCH', issueStatus: 'CLOSED', others };
    },
  };
}

/** Types a board tier by tier, as an operator copies it from the official source. */
async function typeBoard(user: ReturnType<typeof userEvent.setup>, board: typeof NORTH_BOARD) {
  const form = screen.getByRole('form', { name: 'Result of Hà Nội' });
  for (const [tier, label] of Object.entries(TIER_LABELS)) {
    const field = within(form).getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(board.prizes[tier as keyof typeof TIER_LABELS].join(' '));
  }
  return form;
}

const station = () => screen.getByRole('region', { name: /Hà Nội/ });

describe('result entry by two operators', () => {
  it('waits after the first entry, does not let the same operator confirm, and confirms on a second operator', async () => {
    const owner = signInAs('owner');
    let caller = owner.id;
    const server = resultServer(() => caller);
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': () => meAnswer(useSessionStore.getState().operator ?? owner),
      'GET /merchants/demo/lottery/games': [lotteryGame('VN_MB')],
      ...server,
    });
    const first = renderConsole('/demo/lottery/issues/41/results');
    expect(await screen.findByRole('heading', { name: 'Result of Miền Bắc 20261127' })).toBeInTheDocument();
    expect(within(station()).getByText('Waiting for a first entry')).toBeInTheDocument();

    const user = userEvent.setup();
    const form = await typeBoard(user, NORTH_BOARD);
    await user.click(within(form).getByRole('button', { name: 'Enter result' }));
    expect(await within(station()).findByRole('status')).toHaveTextContent(
      'Entered. Waiting for a second operator: a different operator must type the same result to confirm it.',
    );
    expect(await within(station()).findByText('Waiting for a second operator')).toBeInTheDocument();
    expect(ops.callsTo(RESULTS)[0]?.body).toEqual({ stationId: 'ha-noi', result: NORTH_BOARD });

    // The same operator again: the server keeps waiting (its own entry is replaced, never a second one).
    expect(await within(station()).findByText(/Your own entry cannot confirm it/)).toBeInTheDocument();
    const again = await typeBoard(user, NORTH_BOARD);
    await user.click(within(again).getByRole('button', { name: 'Replace my entry' }));
    await waitFor(() => expect(ops.callsTo(RESULTS)).toHaveLength(2));
    expect(await within(station()).findByRole('status')).toHaveTextContent(
      'Your new entry replaced your earlier one. Your own entry cannot confirm the result: it is still waiting for a second operator.',
    );
    expect(within(station()).getByText('Waiting for a second operator')).toBeInTheDocument();
    first.unmount();

    // A second, different operator types the same board from the official source.
    const support = { ...makeOperator('support'), id: '8' };
    useSessionStore.getState().signIn('s'.repeat(43), support);
    caller = support.id;
    renderConsole('/demo/lottery/issues/41/results');
    expect(
      await within(await screen.findByRole('region', { name: /Hà Nội/ })).findByText(
        `operator #7 · ${formatDateTime('2026-11-27T11:40:00.000Z')}`,
      ),
    ).toBeInTheDocument();
    // The first entry's numbers stay hidden from the second operator.
    expect(screen.queryByText(/86421/)).not.toBeInTheDocument();
    const second = await typeBoard(user, NORTH_BOARD);
    await user.click(within(second).getByRole('button', { name: 'Enter result' }));
    expect(await within(station()).findByRole('status')).toHaveTextContent(
      "Confirmed: your entry matches the entry of operator #7. The station's result is drawn. The issue is drawn; its bets are settled next.",
    );
    expect(await within(station()).findByText('Confirmed')).toBeInTheDocument();
    expect(within(station()).getByText('86421')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Result of Hà Nội' })).not.toBeInTheDocument();
  });

  it('reports entries that differ as a mismatch, draws nothing, and lets the operators compare them', async () => {
    const operator = { ...makeOperator('support'), id: '8' };
    useSessionStore.getState().signIn('s'.repeat(43), operator);
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games': [lotteryGame('VN_MB')],
      ...resultServer(
        () => '8',
        [{ operatorId: '7', result: NORTH_BOARD, enteredAt: '2026-11-27T11:40:00.000Z' }],
      ),
    });
    renderConsole('/demo/lottery/issues/41/results');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Result of Hà Nội' });
    const form = await typeBoard(user, OTHER_NORTH_BOARD);
    await user.click(within(form).getByRole('button', { name: 'Enter result' }));
    expect(await within(station()).findByRole('status')).toHaveTextContent(
      'Your entry differs from the entry of operator #7. Nothing is drawn',
    );
    expect(await within(station()).findByText('Entries differ')).toBeInTheDocument();
    await user.click(within(station()).getByText('Compare the entries'));
    expect(within(station()).getByText('86421')).toBeInTheDocument();
    expect(within(station()).getByText('86412')).toBeInTheDocument();
  });

  it('refuses a board with a wrong number of digits before sending it', async () => {
    const owner = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(owner),
      'GET /merchants/demo/lottery/games': [lotteryGame('VN_MB')],
      ...resultServer(() => owner.id),
    });
    renderConsole('/demo/lottery/issues/41/results');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Result of Hà Nội' });
    const form = await typeBoard(user, {
      ...NORTH_BOARD,
      prizes: { ...NORTH_BOARD.prizes, G3: ['1580', '62954'] },
    });
    await user.click(within(form).getByRole('button', { name: 'Enter result' }));
    expect(
      await within(form).findByText('Type 6 numbers of exactly 5 digits (keep leading zeros).'),
    ).toBeInTheDocument();
    expect(ops.callsTo(RESULTS)).toHaveLength(0);
  });

  it('shows the auditor the entries without an entry form', async () => {
    const auditor = signInAs('auditor');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(auditor),
      'GET /merchants/demo/lottery/games': [lotteryGame('VN_MB')],
      ...resultServer(
        () => auditor.id,
        [{ operatorId: '7', result: NORTH_BOARD, enteredAt: '2026-11-27T11:40:00.000Z' }],
      ),
    });
    renderConsole('/demo/lottery/issues/41/results');
    expect(await screen.findByText('Waiting for a second operator')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enter result|Replace my entry/ })).not.toBeInTheDocument();
  });

  it('takes a game without stations (Magnum 4D) as one result, tier by tier', async () => {
    const owner = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(owner),
      'GET /merchants/demo/lottery/games': [
        lotteryGame('MY_4D', {
          family: '4D',
          area: 'SEA',
          prizeMode: 'SEA',
          names: { EN: 'Magnum 4D (simulated)' },
        }),
      ],
      [ENTRIES]: {
        issueId: '41',
        gameCode: 'MY_4D',
        numero: '20261128',
        status: 'CLOSED',
        resultSource: 'SIMULATED',
        stations: [{ stationId: '', state: 'WAITING_FIRST', result: null, entries: [] }],
      },
      [RESULTS]: { state: 'WAITING_SECOND', issueStatus: 'CLOSED', others: [] },
    });
    renderConsole('/demo/lottery/issues/41/results');
    expect(
      await screen.findByRole('heading', { name: 'Result of Magnum 4D (simulated) 20261128' }),
    ).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Result entry' });
    const user = userEvent.setup();
    const tiers = {
      '1st prize': '1234',
      '2nd prize': '5678',
      '3rd prize': '0912',
      'Starter prizes': '1111 2222 3333 4444 5555 6666 7777 8888 9999 0000',
      'Consolation prizes': '0101 0202 0303 0404 0505 0606 0707 0808 0909 1010',
    };
    for (const [label, numbers] of Object.entries(tiers)) {
      await user.click(within(form).getByLabelText(label));
      await user.paste(numbers);
    }
    await user.click(within(form).getByRole('button', { name: 'Enter result' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for a second operator');
    expect(ops.callsTo(RESULTS)[0]?.body).toEqual({
      stationId: '',
      result: {
        family: '4D',
        prizes: {
          FIRST: ['1234'],
          SECOND: ['5678'],
          THIRD: ['0912'],
          STARTER: tiers['Starter prizes'].split(' '),
          CONSOLATION: tiers['Consolation prizes'].split(' '),
        },
      },
    });
  });

  it('says an in-house game has nothing to enter', async () => {
    const owner = signInAs('owner');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(owner),
      'GET /merchants/demo/lottery/games': [SSC],
      [ENTRIES]: {
        issueId: '41',
        gameCode: 'SSC_1M',
        numero: '20261127-0001',
        status: 'CLOSED',
        resultSource: 'INHOUSE',
        stations: [{ stationId: '', state: 'WAITING_FIRST', result: null, entries: [] }],
      },
    });
    renderConsole('/demo/lottery/issues/41/results');
    expect(
      await screen.findByText('This game is drawn in house: there is nothing to enter.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
