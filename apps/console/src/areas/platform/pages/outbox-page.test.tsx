import type { TOutboxMessage } from '@kirin/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/mock-ops';
import { renderConsole } from '../../../test/render-console';
import { mockPlatformOps } from '../test/platform-ops';

const SMS: TOutboxMessage = {
  id: '1',
  channel: 'SMS',
  destination: '+886912345678',
  subject: null,
  body: 'Your code is 123456',
  provider: 'outbox',
  status: 'STORED',
  error: null,
  createdAt: '2026-11-27T01:00:00.000Z',
};

describe('message outbox page', () => {
  it("lists the merchant's messages and sends the channel and destination to the server", async () => {
    const ops = mockPlatformOps('owner', { 'GET /merchants/demo/outbox': [SMS] });
    renderConsole('/demo/platform/outbox');
    expect(await screen.findByText('Your code is 123456')).toBeInTheDocument();
    expect(screen.getByText('Kept here')).toBeInTheDocument();
    expect(ops.callsTo('GET /merchants/demo/outbox')[0]?.query.get('limit')).toBe('200');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Channel'), 'SMS');
    await user.type(screen.getByLabelText('To'), '+886912345678');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const query = ops.callsTo('GET /merchants/demo/outbox').at(-1)?.query;
      expect(query?.get('channel')).toBe('SMS');
      expect(query?.get('destination')).toBe('+886912345678');
    });
  });

  it('says why when the install is not in demo mode', async () => {
    mockPlatformOps('owner', {
      'GET /merchants/demo/outbox': failure('OUTBOX_DEMO_ONLY', 'outbox_demo_only'),
    });
    renderConsole('/demo/platform/outbox');
    expect(await screen.findByText('The message outbox can only be read in demo mode.')).toBeInTheDocument();
  });
});
