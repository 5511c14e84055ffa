import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { mockApi } from '../../test/fetch-mock';
import { renderSite } from '../../test/render-site';
import { applicationDetail, detail, promotionList } from './testing/promotion-fixtures';

const LIST = '/wps/promotions';
const DETAIL = '/wps/promotions/detail';
const MEMBER = { token: 't-1', account: 'player1', isAgent: 0 };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', { type: 'image/png' });

const sentTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);

describe('/promotions', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().clearSession();
  });

  it('shows a card per promotion with its status, filtered by the category tabs', async () => {
    mockApi({ [LIST]: { value: promotionList() } });
    const { user } = renderSite('/promotions');
    const cards = await screen.findAllByTestId('promo-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByTestId('promo-card-status')).toHaveTextContent('Join');
    expect(within(cards[0]!).getByTestId('promo-card-status')).toHaveAttribute('href', '/promoDetail?id=1');
    expect(within(cards[1]!).getByTestId('promo-card-status')).toHaveTextContent('Signed');
    expect(within(cards[2]!).getByTestId('promo-card-status')).toHaveTextContent('Coming soon');
    await user.click(screen.getByTestId('promo-tab-DAILY'));
    expect(screen.getAllByTestId('promo-card').map((c) => c.dataset.code)).toEqual(['DAILYSIGNIN', 'SOON']);
    await user.click(screen.getByTestId('promo-tab-DEPOSIT'));
    expect(screen.getAllByTestId('promo-card').map((c) => c.dataset.code)).toEqual(['WELCOME100']);
  });

  it('says so when there is no promotion', async () => {
    mockApi({ [LIST]: { value: { categories: [], list: [] } } });
    renderSite('/promotions');
    expect(await screen.findByText('No promotions right now')).toBeInTheDocument();
  });
});

describe('/promoDetail', () => {
  beforeEach(() => localStorage.clear());

  it('offers a guest the login, shows content sanitised, the terms and no action button', async () => {
    useSessionStore.getState().clearSession();
    mockApi({
      [DETAIL]: { value: detail({ actions: [], html: '<p>Hi<img src=x onerror="alert(1)"></p>' }) },
    });
    renderSite('/promoDetail?code=WELCOME100');
    expect(await screen.findByTestId('promo-login')).toBeInTheDocument();
    expect(screen.queryByTestId('promo-action-JOIN')).toBeNull();
    const body = screen.getByTestId('promo-detail');
    expect(body.innerHTML).not.toContain('onerror');
    expect(screen.getByTestId('promo-rules')).toHaveTextContent('100% of the deposit, up to 1,000.00');
    expect(screen.getByTestId('promo-rules')).toHaveTextContent('Wagering: 10x the bonus');
  });

  it('joins a deposit bonus: the button follows the new status', async () => {
    useSessionStore.getState().updateSession(MEMBER);
    const fetchMock = mockApi({
      [DETAIL]: { value: detail() },
      '/wps/promotions/1/join': { value: detail({ status: 'JOINED', actions: [] }) },
    });
    const { user } = renderSite('/promoDetail?id=1');
    await user.click(await screen.findByTestId('promo-action-JOIN'));
    expect(sentTo(fetchMock, '/wps/promotions/1/join')).toHaveLength(1);
    expect(screen.getByTestId('promo-deposit')).toBeInTheDocument();
  });

  it('claims and shows what was paid; a refusal shows its message', async () => {
    useSessionStore.getState().updateSession(MEMBER);
    mockApi({
      [DETAIL]: { value: detail({ status: 'CLAIM', actions: ['CLAIM'], claimable: 50_000 }) },
      '/wps/promotions/1/claim': { value: { paid: 50_000 } },
    });
    const { user } = renderSite('/promoDetail?id=1');
    expect(await screen.findByTestId('promo-claimable')).toHaveTextContent('500.00');
    await user.click(screen.getByTestId('promo-action-CLAIM'));
    expect(await screen.findByTestId('promo-paid')).toHaveTextContent('500.00');
  });

  it('shows the server’s refusal of a claim', async () => {
    useSessionStore.getState().updateSession(MEMBER);
    mockApi({
      [DETAIL]: { value: detail({ status: 'CLAIM', actions: ['CLAIM'], claimable: 50_000 }) },
      '/wps/promotions/1/claim': {
        failure: { code: 'PROMOTION_ACTION_REFUSED', message: 'promotion_action_refused' },
      },
    });
    const { user } = renderSite('/promoDetail?id=1');
    await user.click(await screen.findByTestId('promo-action-CLAIM'));
    expect(await screen.findByTestId('promo-action-error')).toHaveTextContent(
      'This promotion cannot do that now.',
    );
  });

  it('applies with a remark and an image; refuses a fourth image and a non-image before sending', async () => {
    useSessionStore.getState().updateSession(MEMBER);
    const fetchMock = mockApi({
      [DETAIL]: { value: applicationDetail() },
      '/wps/promotions/5/application': { value: applicationDetail({ status: 'APPLYING', actions: [] }) },
    });
    const { user } = renderSite('/promoDetail?id=5');
    const input = await screen.findByTestId('promo-images');
    // Files set on the input directly: the picker's accept filter is only a hint, the form checks again.
    fireEvent.change(input, { target: { files: [png(), png(), png(), png()] } });
    await user.click(screen.getByTestId('promo-apply-submit'));
    expect(screen.getByTestId('promo-apply-error')).toHaveTextContent('At most 3 images');
    const pdf = new File(['%PDF'], 'doc.png', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    await user.click(screen.getByTestId('promo-apply-submit'));
    expect(screen.getByTestId('promo-apply-error')).toHaveTextContent('Images must be png or jpg');
    expect(sentTo(fetchMock, '/wps/promotions/5/application')).toHaveLength(0);
    await user.type(screen.getByTestId('promo-remark'), 'my share');
    fireEvent.change(input, { target: { files: [png()] } });
    await user.click(screen.getByTestId('promo-apply-submit'));
    await waitFor(() => expect(sentTo(fetchMock, '/wps/promotions/5/application')).toHaveLength(1));
    const form = sentTo(fetchMock, '/wps/promotions/5/application')[0]![1]!.body as FormData;
    expect(form.get('remark')).toBe('my share');
    expect(form.getAll('images')).toHaveLength(1);
  });

  it('shows a rejection with its reason and no button', async () => {
    useSessionStore.getState().updateSession(MEMBER);
    mockApi({
      [DETAIL]: {
        value: applicationDetail({
          status: 'REJECTED',
          actions: [],
          claim: { bonus: 1_800, rejectReason: 'Unreadable', issuedAt: null },
        }),
      },
    });
    renderSite('/promoDetail?id=5');
    expect(await screen.findByTestId('promo-reject-reason')).toHaveTextContent('Rejected: Unreadable');
    expect(screen.getByTestId('promo-status')).toHaveTextContent('Rejected');
    expect(screen.queryByTestId('promo-apply-form')).toBeNull();
  });
});
