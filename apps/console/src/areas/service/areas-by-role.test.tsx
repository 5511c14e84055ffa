import type { TOperatorRole } from '@kirin/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOps } from '../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../test/render-console';

/** The menu as a role sees it on its account page (a page every role may open). */
async function menuOf(role: TOperatorRole) {
  const operator = signInAs(role);
  mockOps({ 'GET /merchants': DEMO_MERCHANTS, 'GET /auth/me': meAnswer(operator) });
  renderConsole('/demo/account');
  return screen.findByRole('navigation', { name: 'Areas' });
}

describe('the messages and service areas by role', () => {
  it('are not in a finance operator’s menu', async () => {
    const menu = await menuOf('finance');
    expect(within(menu).queryByRole('heading', { name: /Messages/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('heading', { name: /Service/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Feedback inbox' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Live chat' })).not.toBeInTheDocument();
    // The money area is there: the menu did render the finance operator's areas.
    expect(within(menu).getByRole('link', { name: 'Withdrawals' })).toBeInTheDocument();
  });

  it('are both in a support operator’s menu', async () => {
    const menu = await menuOf('support');
    for (const page of ['Feedback inbox', 'Platform messages', 'Live chat', 'Chat room', 'Customer service'])
      expect(within(menu).getByRole('link', { name: page })).toBeInTheDocument();
  });

  it('give a content operator messages but not service', async () => {
    const menu = await menuOf('content');
    expect(within(menu).getByRole('link', { name: 'Feedback inbox' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Live chat' })).not.toBeInTheDocument();
  });

  it('refuse the live chat desk to a finance operator who types its address', async () => {
    const operator = signInAs('finance');
    mockOps({ 'GET /merchants': DEMO_MERCHANTS, 'GET /auth/me': meAnswer(operator) });
    renderConsole('/demo/service/live-chat');
    expect(await screen.findByRole('heading', { name: 'Not your area' })).toBeInTheDocument();
  });
});
