import {
  POINTS_BALANCE_PATH,
  POINTS_CONFIG_PATH,
  POINTS_CONVERT_PATH,
  POINTS_DETAILS_PATH,
  POINTS_REDEEM_LIST_PATH,
  POINTS_REDEEM_PATH,
  POINTS_REWARD_PATH,
  type TPointConfig,
  type TPointExchange,
  type TPointGoods,
} from '@kirin/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { ModalHost } from '../../app/modal-host';
import { Providers } from '../../app/providers';
import { BootDataContext } from '../../lib/boot-data';
import { applyLanguage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { mockApi } from '../../test/fetch-mock';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../test/fixtures';
import { PointMallPage } from './pages/point-mall-page';

type TAnswers = Parameters<typeof mockApi>[0];
const WITH_POINTS = {
  ...PERMISSION,
  modules: [...PERMISSION.modules, { modId: 'PTSYS3', enabled: '1' as const, childrenNodes: [] }],
};

const CONFIG: TPointConfig = {
  isEnabled: true,
  baseMinor: 500,
  categoryValues: [
    { gameCategory: 'RNG', valueCenti: 120 },
    { gameCategory: 'LIVE', valueCenti: 70 },
  ],
  ratio: 100,
  minConvertPoints: 10,
  exchangeTypes: ['GOODS', 'BALANCE'],
  rules: 'Every valid bet earns points.',
};
const goods = (overrides: Partial<TPointGoods> = {}): TPointGoods => ({
  id: '1',
  name: 'Bonus cash 1.00',
  description: '',
  imageUrl: null,
  goodsType: 'VIRTUAL',
  pricePoints: 80,
  bonus: 100,
  availableQuantity: null,
  perMemberLimit: null,
  redeemedByMe: 0,
  startsAt: null,
  endsAt: null,
  isAvailable: true,
  ...overrides,
});
const MUG = goods({
  id: '3',
  name: 'Kirin mug',
  goodsType: 'PHYSICAL',
  bonus: 0,
  pricePoints: 500,
  availableQuantity: 0,
});
const exchange = (overrides: Partial<TPointExchange> = {}): TPointExchange => ({
  id: '9',
  goodsId: '1',
  goodsName: 'Bonus cash 1.00',
  goodsType: 'VIRTUAL',
  redeemQuantity: 1,
  points: 8_000,
  bonus: 100,
  status: 'APPROVED',
  remark: null,
  shippingAddress: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  decidedAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, pageSize: 10 });

function renderMall(answers: TAnswers, permission = WITH_POINTS, isLoggedIn = true) {
  const fetchMock = mockApi(answers);
  if (isLoggedIn) useSessionStore.getState().updateSession({ token: 't-1', account: 'player1', isAgent: 0 });
  applyLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <Providers queryClient={queryClient}>
      <BootDataContext.Provider value={{ status: STATUS_NORMAL, whitelabel: WHITELABEL, permission }}>
        <MemoryRouter>
          <PointMallPage />
          <ModalHost />
        </MemoryRouter>
      </BootDataContext.Provider>
    </Providers>,
  );
  return { user: userEvent.setup(), fetchMock };
}

const bodiesTo = (fetchMock: Mock, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

const BASE: TAnswers = {
  [POINTS_BALANCE_PATH]: { value: { currentPoints: 12_050 } },
  [POINTS_CONFIG_PATH]: { value: CONFIG },
  [POINTS_REWARD_PATH]: { value: { list: [goods(), MUG] } },
  [POINTS_REDEEM_LIST_PATH]: {
    value: page([exchange(), exchange({ id: '8', status: 'REJECTED', remark: 'No stock' })]),
  },
  [POINTS_DETAILS_PATH]: {
    value: page([
      {
        id: '2',
        source: 'ROUND',
        changedPoints: 12_050,
        balance: 12_050,
        gameCategory: 'RNG',
        validBet: 50_000,
        remark: null,
        createdAt: '2026-03-01T00:00:00.000Z',
      },
    ]),
  },
};

describe('the points mall', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().clearSession();
  });

  it('shows the balance, the goods with price and stock, and refuses what cannot be redeemed', async () => {
    renderMall(BASE);
    expect(await screen.findByTestId('points-current')).toHaveTextContent('120.50');
    const items = await screen.findAllByTestId('points-goods-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId('points-goods-price')).toHaveTextContent('80.00 points');
    expect(within(items[0]!).getByTestId('points-goods-stock')).toHaveTextContent('Unlimited');
    expect(within(items[0]!).getByTestId('points-goods-redeem')).toBeEnabled();
    expect(within(items[1]!).getByTestId('points-goods-redeem')).toBeDisabled();
    expect(within(items[1]!).getByTestId('points-goods-stock')).toHaveTextContent('Sold out');
  });

  it('redeems with the payment password and says the cash was paid', async () => {
    const { user, fetchMock } = renderMall({
      ...BASE,
      [POINTS_REDEEM_PATH]: { value: { exchange: exchange(), currentPoints: 4_050 } },
    });
    const [first] = await screen.findAllByTestId('points-goods-redeem');
    await user.click(first!);
    await user.type(screen.getByTestId('points-redeem-password'), '246810');
    await user.click(screen.getByTestId('points-redeem-confirm'));
    expect(await screen.findByTestId('points-redeem-done')).toHaveTextContent('Bonus cash 1.00');
    const [body] = bodiesTo(fetchMock, POINTS_REDEEM_PATH);
    expect(body).toMatchObject({ goodsId: '1', quantity: 1, paymentPassword: '246810' });
    expect(body?.shippingAddress).toBeUndefined();
  });

  it('asks physical goods for an address and shows a refusal from the server', async () => {
    const { user, fetchMock } = renderMall({
      ...BASE,
      [POINTS_REWARD_PATH]: { value: { list: [{ ...MUG, availableQuantity: 2 }] } },
      [POINTS_BALANCE_PATH]: { value: { currentPoints: 60_000 } },
      [POINTS_REDEEM_PATH]: { failure: { code: 'POINTS_OUT_OF_STOCK', message: 'points_out_of_stock' } },
    });
    await user.click(await screen.findByTestId('points-goods-redeem'));
    await user.type(screen.getByTestId('points-redeem-password'), '246810');
    await user.click(screen.getByTestId('points-redeem-confirm'));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(bodiesTo(fetchMock, POINTS_REDEEM_PATH)).toHaveLength(0);
    await user.type(screen.getByTestId('points-address-name'), 'Lin Mei');
    await user.type(screen.getByTestId('points-address-phone'), '0912345678');
    await user.type(screen.getByTestId('points-address-address'), '1 Example Road');
    await user.type(screen.getByTestId('points-redeem-password'), '246810');
    await user.click(screen.getByTestId('points-redeem-confirm'));
    expect(await screen.findByTestId('points-redeem-error')).toHaveTextContent('Out of stock');
    expect(bodiesTo(fetchMock, POINTS_REDEEM_PATH)[0]?.shippingAddress).toEqual({
      name: 'Lin Mei',
      phone: '0912345678',
      address: '1 Example Road',
    });
  });

  it('converts whole points, showing what they pay, and checks the minimum first', async () => {
    const { user, fetchMock } = renderMall({
      ...BASE,
      [POINTS_CONVERT_PATH]: {
        value: {
          id: '4',
          changedPoints: 5_000,
          amount: 50,
          ratio: 100,
          currentPoints: 7_050,
          createdAt: '2026-03-01T00:00:00.000Z',
        },
      },
    });
    const field = await screen.findByTestId('points-convert-points');
    await user.type(field, '5');
    await user.type(screen.getByTestId('points-convert-password'), '246810');
    await user.click(screen.getByTestId('points-convert-submit'));
    expect(await screen.findByText('That is below the minimum points for a conversion.')).toBeInTheDocument();
    expect(bodiesTo(fetchMock, POINTS_CONVERT_PATH)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '50');
    expect(screen.getByTestId('points-convert-preview')).toHaveTextContent('0.50');
    await user.click(screen.getByTestId('points-convert-submit'));
    expect(await screen.findByTestId('points-convert-done')).toHaveTextContent('0.50');
    expect(bodiesTo(fetchMock, POINTS_CONVERT_PATH)[0]).toMatchObject({
      points: 50,
      paymentPassword: '246810',
    });
  });

  it('lists exchange records with their status, point details and the rules', async () => {
    const { user } = renderMall(BASE);
    await user.click(await screen.findByRole('tab', { name: 'Exchange records' }));
    const records = await screen.findAllByTestId('points-record');
    expect(records.map((r) => within(r).getByTestId('points-record-status').textContent)).toEqual([
      'Approved',
      'Rejected',
    ]);
    expect(records[1]).toHaveTextContent('No stock');
    await user.click(screen.getByRole('tab', { name: 'Point details' }));
    expect(await screen.findByTestId('points-entry-change')).toHaveTextContent('+120.50');
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(screen.getByTestId('points-rules')).toHaveTextContent('Every valid bet earns points.');
  });

  it('says the mall is not offered with PTSYS3 off', async () => {
    renderMall(BASE, PERMISSION);
    expect(await screen.findByText('The points mall is not available on this site.')).toBeInTheDocument();
  });
});
