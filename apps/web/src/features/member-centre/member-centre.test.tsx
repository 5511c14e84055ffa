import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useModalStore } from '../../lib/modal-store';
import { renderSite } from '../../test/render-site';

const MEMBER = { token: 't-1', account: 'alice', isAgent: 0 };

describe('member centre', () => {
  // The lazy centre body (with the security centre's forms) is transformed on first import; under a parallel
  // run that alone can pass the 5 s test timeout, so it is loaded once before the tests.
  beforeAll(() => import('./components/member-centre-body'), 30_000);

  it('opens on securityCenter once loaded, from the member name in the header', async () => {
    const { user } = renderSite('/index', { session: MEMBER });
    await user.click(await screen.findByTestId('header-username'));
    const centre = await screen.findByTestId('member-centre');
    expect(within(centre).getByRole('button', { name: 'My account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(centre).getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    // The security centre (features/security-centre) is the page, not the generic empty state.
    expect(within(centre).getByTestId('centre-page-securityCenter')).toBeInTheDocument();
    expect(within(centre).queryByTestId('empty-state')).not.toBeInTheDocument();
  });

  it('shows one page at a time', async () => {
    const { user } = renderSite('/index', { session: MEMBER });
    await user.click(await screen.findByTestId('header-username'));
    const centre = await screen.findByTestId('member-centre');
    await user.click(within(centre).getByRole('button', { name: 'Betting record' }));
    expect(within(centre).getByRole('heading', { name: 'Betting record' })).toBeInTheDocument();
    expect(within(centre).queryByRole('heading', { name: 'My account' })).not.toBeInTheDocument();
    expect(within(centre).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(within(centre).getByRole('button', { name: 'My account' })).not.toHaveAttribute('aria-current');
  });

  it('opens on the page a side-menu action asks for', async () => {
    const { user } = renderSite('/index', { session: MEMBER });
    // The wallet shortcut at the top of the menu (the member-centre list repeats the page further down).
    const [walletDeposit] = within(await screen.findByTestId('side-menu')).getAllByRole('button', {
      name: 'Deposit',
    });
    await user.click(walletDeposit!);
    const centre = await screen.findByTestId('member-centre');
    expect(within(centre).getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user } = renderSite('/index', { session: MEMBER });
    await user.click(await screen.findByTestId('header-username'));
    await screen.findByTestId('member-centre');
    await user.click(within(screen.getByTestId('modal-memberCentre')).getByTestId('modal-close'));
    expect(screen.queryByTestId('member-centre')).not.toBeInTheDocument();
  });

  it('is refused to a trial account even when asked for directly', async () => {
    renderSite('/index', { session: { token: 't-trial', isAgent: 4 } });
    await screen.findByTestId('page-index');
    useModalStore.getState().openModal({ name: 'memberCentre' });
    await screen.findByTestId('page-index');
    expect(screen.queryByTestId('member-centre')).not.toBeInTheDocument();
    expect(useModalStore.getState().stack).toHaveLength(0);
  });
});

describe('agent centre', () => {
  it('opens on agentTeamOverview for an agent, under the Agent menu', async () => {
    const { user } = renderSite('/index', { session: { token: 't-2', account: 'boss', isAgent: 1 } });
    await user.click(
      within(await screen.findByTestId('site-header')).getByRole('button', { name: 'Agent centre' }),
    );
    const centre = await screen.findByTestId('agent-centre');
    expect(within(centre).getByRole('navigation', { name: 'Agent' })).toBeInTheDocument();
    expect(within(centre).getByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    expect(within(centre).queryByRole('button', { name: 'Dividend' })).not.toBeInTheDocument();
  });

  it('shows the contract pages the cached consolidated flags enable', async () => {
    window.sessionStorage.setItem(
      'consolidated',
      JSON.stringify({ divtypereq: '1', realtimesalinfotype: 'R' }),
    );
    const { user } = renderSite('/index', { session: { token: 't-2', account: 'boss', isAgent: 41 } });
    await user.click(
      within(await screen.findByTestId('site-header')).getByRole('button', { name: 'Agent centre' }),
    );
    const centre = await screen.findByTestId('agent-centre');
    expect(within(centre).getByRole('button', { name: 'Dividend' })).toBeInTheDocument();
    expect(within(centre).getByRole('button', { name: 'Real-time salary' })).toBeInTheDocument();
    expect(within(centre).queryByRole('button', { name: 'Hourly salary' })).not.toBeInTheDocument();
  });

  it('is not offered to a plain member', async () => {
    renderSite('/index', { session: MEMBER });
    const header = await screen.findByTestId('site-header');
    expect(within(header).queryByRole('button', { name: 'Agent centre' })).not.toBeInTheDocument();
  });
});
