import type { TOpsExclusion } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

function exclusion(id: string, more: Partial<TOpsExclusion> = {}): TOpsExclusion {
  return {
    id,
    memberId: `9${id}`,
    username: `member${id}`,
    kind: 'self_exclusion',
    duration: 'indefinite',
    startedAt: '2026-11-01T01:00:00.000Z',
    until: null,
    reopenRequestedAt: null,
    reopensAt: null,
    status: 'active',
    liftRequest: null,
    ...more,
  };
}

const page = (rows: TOpsExclusion[]) => (call: TMockCall) => ({
  list: rows,
  total: rows.length,
  page: Number(call.query.get('page')),
  pageSize: 20,
});
const LIST = 'GET /merchants/demo/protection/exclusions';

describe('exclusions', () => {
  it('lists what is in force from the server and filters it there', async () => {
    const operator = signInAs('finance');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      [LIST]: page([
        exclusion('1'),
        exclusion('2', { kind: 'time_out', duration: '7d', until: '2026-11-08T01:00:00.000Z' }),
      ]),
    });
    renderConsole('/demo/protection/exclusions');
    const table = await screen.findByRole('table', { name: 'Time-outs and self-exclusions' });
    expect(await within(table).findByText('member1')).toBeInTheDocument();
    expect(within(table).getAllByText('Indefinite').length).toBeGreaterThan(0);
    expect(within(table).getByText('Time-out')).toBeInTheDocument();
    expect(ops.callsTo(LIST)[0]?.query.get('status')).toBe('active');
    // Finance reads only.
    expect(screen.queryByRole('button', { name: /Ask to lift/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'ended');
    await user.selectOptions(screen.getByLabelText('Kind'), 'time_out');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = ops.callsTo(LIST).at(-1);
      expect(last?.query.get('status')).toBe('ended');
      expect(last?.query.get('kind')).toBe('time_out');
    });
  });

  it('asks for a lift with a reason, then shows the request as the server has it', async () => {
    const operator = signInAs('support');
    let rows = [exclusion('1')];
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      [LIST]: (call: TMockCall) => page(rows)(call),
      'POST /merchants/demo/protection/exclusions/1/lift': () => {
        rows = [
          exclusion('1', {
            liftRequest: {
              id: '5',
              requestedBy: operator.username,
              reason: 'Asked by phone',
              requestedAt: '2026-11-27T02:00:00.000Z',
            },
          }),
        ];
        return rows[0];
      },
    });
    renderConsole('/demo/protection/exclusions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask to lift: member1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to lift' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/protection/exclusions/1/lift')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Note|Reason/), 'Asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to lift' }));
    expect(await screen.findByRole('button', { name: 'Approve lift: member1' })).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/protection/exclusions/1/lift')[0]?.body).toEqual({
      reason: 'Asked by phone',
    });
  });

  it("shows the server's refusal when the operator who asked tries to approve", async () => {
    const operator = signInAs('owner');
    const lift = {
      id: '5',
      requestedBy: operator.username,
      reason: 'Asked by phone',
      requestedAt: '2026-11-27T02:00:00.000Z',
    };
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      [LIST]: page([exclusion('1', { liftRequest: lift })]),
      'POST /merchants/demo/protection/exclusions/1/lift/approve': failure(
        'SECOND_OPERATOR_REQUIRED',
        'second_operator_required',
      ),
    });
    renderConsole('/demo/protection/exclusions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve lift: member1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/7 days after the request/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve lift' }));
    expect(await within(dialog).findByText('A second operator must approve this.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/protection/exclusions/1/lift/approve')).toHaveLength(1);
  });
});
