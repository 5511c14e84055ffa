import type { TOpsFeedback } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

function feedback(id: string, changes: Partial<TOpsFeedback> = {}): TOpsFeedback {
  return {
    id,
    memberId: `9${id}`,
    username: `member${id}`,
    type: 'WITHDRAWAL',
    content: `My withdrawal ${id} has not arrived`,
    imageCount: 0,
    imagePositions: [],
    status: 'OPEN',
    answer: null,
    answeredAt: null,
    createdAt: '2026-11-27T01:00:00.000Z',
    ...changes,
  };
}

/** A feedback route that filters by status the way the server does. */
function inbox(rows: () => TOpsFeedback[]) {
  return (call: TMockCall) => {
    const status = call.query.get('status');
    const list = rows().filter((row) => !status || row.status === status);
    return { list, total: list.length, page: Number(call.query.get('page')), pageSize: 20 };
  };
}

beforeEach(() => {
  // jsdom has no blob URLs; the page only needs one per image.
  URL.createObjectURL = vi.fn(() => 'blob:feedback-image');
  URL.revokeObjectURL = vi.fn();
});

describe('feedback inbox', () => {
  it('opens on the unanswered feedback and switches to answered and all at the server', async () => {
    const operator = signInAs('support');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/feedback': inbox(() => [
        feedback('1'),
        feedback('2', { status: 'ANSWERED', answer: 'Paid this morning.' }),
      ]),
    });
    const { router } = renderConsole('/demo/messages/feedback');
    const table = await screen.findByRole('table', { name: 'Feedback inbox' });
    expect(await within(table).findByText('My withdrawal 1 has not arrived')).toBeInTheDocument();
    expect(within(table).queryByText('member2')).not.toBeInTheDocument();
    expect(ops.callsTo('GET /merchants/demo/feedback')[0]?.query.get('status')).toBe('OPEN');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Answered' }));
    expect(await within(table).findByText('Paid this morning.')).toBeInTheDocument();
    expect(ops.callsTo('GET /merchants/demo/feedback').at(-1)?.query.get('status')).toBe('ANSWERED');
    expect(router.state.location.search).toBe('?view=ANSWERED');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(ops.callsTo('GET /merchants/demo/feedback').at(-1)?.query.has('status')).toBe(false),
    );
    expect(await within(table).findByText('member1')).toBeInTheDocument();
    expect(within(table).getByText('member2')).toBeInTheDocument();
  });

  it('answers a feedback: shows its text and image, sends the answer, and shows it answered', async () => {
    const operator = signInAs('support');
    let rows = [feedback('5', { imageCount: 1, imagePositions: [1] })];
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/feedback': inbox(() => rows),
      'GET /merchants/demo/feedback/5/images/1': { png: true },
      'POST /merchants/demo/feedback/5/answer': (call: TMockCall) => {
        const { answer } = call.body as { answer: string };
        rows = [{ ...rows[0]!, status: 'ANSWERED', answer, answeredAt: '2026-11-27T02:00:00.000Z' }];
        return rows[0];
      },
    });
    renderConsole('/demo/messages/feedback?view=ALL');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Answer: member5 #5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback #5 from member5' });
    expect(within(dialog).getByText('My withdrawal 5 has not arrived')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Image 1 the member attached' })).toHaveAttribute(
      'src',
      'blob:feedback-image',
    );

    await user.type(within(dialog).getByLabelText('Your answer'), '  It was paid this morning.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));

    expect(
      await within(dialog).findByText('Answer sent: the member has it among their messages.'),
    ).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/feedback/5/answer')[0]?.body).toEqual({
      answer: 'It was paid this morning.',
    });
    expect(within(dialog).getByText('It was paid this morning.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Your answer')).not.toBeInTheDocument();
    // The inbox behind the dialog was fetched again and shows the feedback answered.
    const table = screen.getByRole('table', { name: 'Feedback inbox', hidden: true });
    expect(await within(table).findByText('Answered', { ignore: 'th' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Answer:/, hidden: true })).not.toBeInTheDocument();
  });

  it('keeps an empty answer on the form, and shows the server refusing a second answer', async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/feedback': inbox(() => [feedback('5')]),
      'POST /merchants/demo/feedback/5/answer': failure('INVALID_STATE', 'invalid_state'),
    });
    renderConsole('/demo/messages/feedback');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Answer: member5 #5' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your answer'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/feedback/5/answer')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your answer'), 'Already done');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(
      await within(dialog).findByText('This can no longer be done in its current status.'),
    ).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/feedback/5/answer')).toHaveLength(1);
  });

  it('lets the auditor read a feedback but not answer it', async () => {
    const operator = signInAs('auditor');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/feedback': inbox(() => [feedback('5')]),
    });
    renderConsole('/demo/messages/feedback');
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /^Answer/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'View: member5 #5' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('My withdrawal 5 has not arrived')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Your answer')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  });
});
