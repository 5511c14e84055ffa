import type { TOpsMessage } from '@kirin/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

function message(id: string, changes: Partial<TOpsMessage> = {}): TOpsMessage {
  return {
    id,
    kind: 'MESSAGE',
    audience: 'MEMBER',
    category: 'service',
    target: 'member1',
    title: `Title ${id}`,
    content: `Content ${id}`,
    readCount: 0,
    createdAt: '2026-11-27T01:00:00.000Z',
    ...changes,
  };
}

const page = (rows: () => TOpsMessage[]) => (call: TMockCall) => ({
  list: rows(),
  total: rows().length,
  page: Number(call.query.get('page')),
  pageSize: 20,
});

describe('platform messages', () => {
  it('lists what was sent, feedback answers under their member-facing title', async () => {
    const operator = signInAs('content');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/messages': page(() => [
        message('2', { audience: 'ALL', target: null, readCount: 12 }),
        message('1', { kind: 'FEEDBACK_ANSWER', title: 'feedback_answer_title', content: 'Paid.' }),
      ]),
    });
    renderConsole('/demo/messages/sent');
    const table = await screen.findByRole('table', { name: 'Platform messages' });
    expect(await within(table).findByText('Title 2')).toBeInTheDocument();
    expect(within(table).getByText('Every member')).toBeInTheDocument();
    expect(within(table).getByText('12')).toBeInTheDocument();
    expect(within(table).getByText('Answer to your feedback')).toBeInTheDocument();
    expect(within(table).queryByText('feedback_answer_title')).not.toBeInTheDocument();
  });

  it('sends a message to one member and shows it in the list', async () => {
    const operator = signInAs('support');
    let rows: TOpsMessage[] = [];
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/messages': page(() => rows),
      'POST /merchants/demo/messages': (call: TMockCall) => {
        const body = call.body as { username: string; title: string; content: string };
        rows = [message('3', { target: body.username, title: body.title, content: body.content })];
        return rows[0];
      },
    });
    renderConsole('/demo/messages/sent');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New platform message' });
    await user.type(within(dialog).getByLabelText("Member's username"), 'lin88');
    await user.type(within(dialog).getByLabelText('Title'), 'Your bonus');
    await user.type(within(dialog).getByLabelText('Message'), 'It is in your wallet.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    const table = screen.getByRole('table', { name: 'Platform messages' });
    expect(await within(table).findByText('Your bonus')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/messages')[0]?.body).toEqual({
      audience: 'MEMBER',
      username: 'lin88',
      title: 'Your bonus',
      content: 'It is in your wallet.',
    });
  });

  it('sends to every member without the hidden username, and keeps a form with missing fields', async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/messages': page(() => []),
      'POST /merchants/demo/messages': failure('NOT_FOUND', 'not_found'),
    });
    renderConsole('/demo/messages/sent');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText("Member's username"), 'someone');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findAllByText('Required.')).toHaveLength(2);
    expect(ops.callsTo('POST /merchants/demo/messages')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('To'), 'ALL');
    expect(within(dialog).queryByLabelText("Member's username")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Maintenance');
    await user.type(within(dialog).getByLabelText('Message'), 'Tonight 02:00 to 03:00.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Not found')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/messages')[0]?.body).toEqual({
      audience: 'ALL',
      title: 'Maintenance',
      content: 'Tonight 02:00 to 03:00.',
    });
  });

  it('shows the auditor the list without the compose button', async () => {
    const operator = signInAs('auditor');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/messages': page(() => [message('1')]),
    });
    renderConsole('/demo/messages/sent');
    expect(await screen.findByText('Title 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New message' })).not.toBeInTheDocument();
  });
});
