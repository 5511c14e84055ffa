import type { TChatRoomSettings, TOpsChatMessage, TOpsChatMute } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

const chatMessage = (id: string, text: string): TOpsChatMessage => ({
  id,
  name: 'li***88',
  text,
  createdAt: '2026-11-27T01:00:00.000Z',
  language: 'TW',
  memberId: '41',
  username: 'lin88',
});

function room(role: 'support' | 'auditor') {
  const operator = signInAs(role);
  const state = {
    settings: { nameDisplay: 'MASKED', mutedWords: ['spam'] } as TChatRoomSettings,
    messages: [chatMessage('5', 'buy cheap coins'), chatMessage('4', 'good luck all')],
    mutes: [] as TOpsChatMute[],
  };
  const base = '/merchants/demo/chat-room';
  const ops = mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    [`GET ${base}/settings`]: () => state.settings,
    [`PUT ${base}/settings`]: (call: TMockCall) => (state.settings = call.body as TChatRoomSettings),
    [`GET ${base}/messages`]: () => state.messages,
    [`DELETE ${base}/messages/5`]: () => {
      state.messages = state.messages.filter((m) => m.id !== '5');
      return null;
    },
    [`GET ${base}/mutes`]: () => state.mutes,
    [`PUT ${base}/mutes/41`]: (call: TMockCall) => {
      const body = call.body as { until: string; reason?: string };
      state.mutes = [{ memberId: '41', username: 'lin88', until: body.until, reason: body.reason ?? null }];
      return state.mutes[0];
    },
  });
  return { ops, state };
}

describe('chat room moderation', () => {
  it('removes a message and mutes its sender for an hour, then shows both as the server has them', async () => {
    const { ops } = room('support');
    renderConsole('/demo/service/chat-room');
    const messages = await screen.findByRole('table', { name: 'Latest messages' });
    expect(await within(messages).findByText('buy cheap coins')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(within(messages).getByRole('button', { name: 'Remove: lin88 #5' }));
    const removal = await screen.findByRole('dialog', { name: 'Remove a message from lin88' });
    await user.click(within(removal).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(messages).queryByText('buy cheap coins')).not.toBeInTheDocument());
    expect(ops.callsTo('DELETE /merchants/demo/chat-room/messages/5')).toHaveLength(1);

    const before = Date.now();
    await user.click(within(messages).getByRole('button', { name: 'Mute: lin88 #4' }));
    const mute = await screen.findByRole('dialog', { name: 'Mute lin88' });
    await user.type(within(mute).getByLabelText('Reason'), 'advertising');
    await user.click(within(mute).getByRole('button', { name: 'Mute' }));
    const mutes = screen.getByRole('table', { name: 'Muted members' });
    expect(await within(mutes).findByText('advertising')).toBeInTheDocument();
    const body = ops.callsTo('PUT /merchants/demo/chat-room/mutes/41')[0]?.body as {
      until: string;
      reason: string;
    };
    expect(body.reason).toBe('advertising');
    const minutes = (Date.parse(body.until) - before) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(59.9);
    expect(minutes).toBeLessThan(61);
  });

  it('saves the naming rule and the muted words, one per line', async () => {
    const { ops } = room('support');
    renderConsole('/demo/service/chat-room');
    const words = await screen.findByLabelText('Muted words');
    expect(words).toHaveValue('spam');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Senders are shown by'), 'NICKNAME');
    await user.type(words, '{Enter}  casino  {Enter}{Enter}scam');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/chat-room/settings')[0]?.body).toEqual({
      nameDisplay: 'NICKNAME',
      mutedWords: ['spam', 'casino', 'scam'],
    });
  });

  it('asks the server for one room when filtered', async () => {
    const { ops } = room('support');
    renderConsole('/demo/service/chat-room');
    await screen.findByRole('table', { name: 'Latest messages' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Room'), 'EN');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(ops.callsTo('GET /merchants/demo/chat-room/messages').at(-1)?.query.get('language')).toBe('EN'),
    );
  });

  it('shows the auditor the room without any moderation control', async () => {
    room('auditor');
    renderConsole('/demo/service/chat-room');
    expect(await screen.findByText('buy cheap coins')).toBeInTheDocument();
    expect(await screen.findByText('Masked username')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Mute|Save settings/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Muted words')).not.toBeInTheDocument();
  });
});
