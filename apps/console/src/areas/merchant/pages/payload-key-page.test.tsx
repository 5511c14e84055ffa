import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { mockMerchantOps } from '../test/merchant-ops';

describe('sealing key page', () => {
  it('rotates the key only after the confirmation, and shows the new key id', async () => {
    const ops = mockMerchantOps('owner', {
      'POST /merchants/demo/payload-key/rotate': { kid: 'kmabc123', retiredKeyGraceMinutes: 60 },
    });
    renderConsole('/demo/merchant/payload-key');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rotate the key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the sealing key of demo' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ops.callsTo('POST /merchants/demo/payload-key/rotate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Rotate the key' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rotate the key' }),
    );
    expect(await screen.findByText('kmabc123')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('still opens bodies for 60 minutes');
    expect(ops.callsTo('POST /merchants/demo/payload-key/rotate')).toHaveLength(1);
  });

  it('offers the auditor no rotation', async () => {
    mockMerchantOps('auditor');
    renderConsole('/demo/merchant/payload-key');
    expect(await screen.findByRole('heading', { name: 'Sealing key' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rotate the key' })).not.toBeInTheDocument();
  });
});
