import type { TAnnouncements, TNotice } from '@kirin/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModalStore } from '../../lib/modal-store';
import { mockApi } from '../../test/fetch-mock';
import { renderSite } from '../../test/render-site';
import { POPUP_SETTLE_MS } from './use-login-popup';

const notice = (n: number): TNotice => ({
  id: String(100 + n),
  title: `Notice ${n}`,
  content: `<p>Body of notice ${n}</p><img src="x" onerror="window.hacked=1">`,
  timestamp: '2026-03-04T05:06:07.000Z',
  imageUrl: null,
  linkUrl: null,
});
const TWELVE = Array.from({ length: 12 }, (_, i) => notice(i + 1));
const announcements = (over: Partial<TAnnouncements> = {}) => ({
  '/wps/relay/MCSFE_getListAnnouncements': {
    value: { player: TWELVE, banners: [], popup: [], promotion: [], ...over },
  },
});
const titles = (root: HTMLElement) =>
  within(root)
    .getAllByTestId('notice-item')
    .map((item) => item.querySelector('.notice-list__title')?.textContent);

describe('notice modal and page', () => {
  it('opens the modal from the marquee on the chosen notice, on the page that holds it', async () => {
    const fetchMock = mockApi(announcements());
    const { user } = renderSite('/index');
    const marquee = await screen.findByTestId('notice-marquee');
    await user.click(within(marquee).getByRole('button', { name: 'Notice 11' }));

    const modal = await screen.findByTestId('modal-notice');
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent('Notification');
    expect(within(modal).getByTestId('notice-pager-status')).toHaveTextContent('2');
    expect(titles(modal)).toEqual(['Notice 10', 'Notice 11', 'Notice 12']);
    const detail = within(modal).getByTestId('notice-detail');
    expect(detail).toHaveTextContent('Notice 11');
    expect(detail).toHaveTextContent('Body of notice 11');
    expect(detail).toHaveTextContent('2026-03-04');
    expect(detail.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('MCSFE_getListAnnouncements'));
    const url = new URL(String(call?.[0]), 'http://x');
    expect(url.searchParams.get('types')).toBe('B,PL,PU,PR');
    expect(url.searchParams.get('platform')).toBe('W');
    expect(url.searchParams.get('execution')).toBe('B');
  });

  it('pages the notices nine a page; a click shows that notice', async () => {
    mockApi(announcements());
    const { user } = renderSite('/noticePage');
    const page = await screen.findByTestId('page-noticePage');
    await waitFor(() => expect(within(page).getAllByTestId('notice-item')).toHaveLength(9));
    expect(titles(page)[0]).toBe('Notice 1');
    expect(within(page).getByTestId('notice-detail')).toHaveTextContent('Body of notice 1');
    await user.click(within(page).getByTestId('notice-pager-next'));
    expect(titles(page)).toEqual(['Notice 10', 'Notice 11', 'Notice 12']);
    await user.click(within(page).getByRole('button', { name: /Notice 12/ }));
    expect(within(page).getByTestId('notice-detail')).toHaveTextContent('Body of notice 12');
  });

  it('keeps the answer as the session cache index_notice', async () => {
    mockApi(announcements());
    renderSite('/noticePage');
    await screen.findAllByTestId('notice-item');
    await waitFor(() => expect(sessionStorage.getItem('index_notice')).toContain('Notice 12'));
  });

  it('pops the unseen popups up after login once and marks them seen when closed', async () => {
    const fetchMock = mockApi({
      ...announcements({ popup: [notice(99)] }),
      '/wps/relay/MCSFE_markPopupSeen': { value: { marked: 1 } },
    });
    const { user } = renderSite('/index', { session: { token: 'member-token' } });
    const modal = await screen.findByTestId('modal-notice', {}, { timeout: POPUP_SETTLE_MS + 3_000 });
    expect(within(modal).getByTestId('notice-detail')).toHaveTextContent('Notice 99');
    await user.click(within(modal).getByTestId('modal-close'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('MCSFE_markPopupSeen'))).toBe(
        true,
      ),
    );
    const markCall = fetchMock.mock.calls.find(([input]) => String(input).includes('MCSFE_markPopupSeen'));
    expect(JSON.parse(String(markCall?.[1]?.body))).toEqual({ noticeIds: ['199'] });
  });

  it('waits for the page to settle, with no other dialog open, then pops up once', async () => {
    const fetchMock = mockApi(announcements({ popup: [notice(99)] }));
    // As right after registering: another dialog is still open when the member's notices arrive.
    act(() => useModalStore.getState().openModal({ name: 'warning', messageKey: 'network_error' }));
    const { user } = renderSite('/index', { session: { token: 'member-token' } });
    await screen.findByTestId('notice-marquee');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('getListAnnouncements'))).toBe(
        true,
      ),
    );
    expect(screen.queryByTestId('modal-notice')).not.toBeInTheDocument();
    act(() => useModalStore.getState().closeModal('warning'));
    // Not at once: after the settle delay.
    expect(screen.queryByTestId('modal-notice')).not.toBeInTheDocument();
    const modal = await screen.findByTestId('modal-notice', {}, { timeout: POPUP_SETTLE_MS + 3_000 });
    expect(within(modal).getByTestId('notice-detail')).toHaveTextContent('Notice 99');
    await user.click(within(modal).getByTestId('modal-close'));
    await waitFor(() => expect(screen.queryByTestId('modal-notice')).not.toBeInTheDocument());
  }, 15_000);

  it('shows no popup to a guest', async () => {
    mockApi(announcements({ popup: [notice(99)] }));
    renderSite('/index');
    await screen.findByTestId('notice-marquee');
    expect(screen.queryByTestId('modal-notice')).not.toBeInTheDocument();
  });
});
