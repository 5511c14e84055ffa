import type {
  TDeposit,
  TMerchantWallet,
  TPaymentMethod,
  TTransactionPage,
  TTransferTargets,
  TWalletBalance,
  TWithdrawal,
  TWithdrawOverview,
} from '@kirin/contracts';

/** A member's balances as GET /wps/v2/wallets/balance answers: 1,234.56 in all, a main and a PG wallet. */
export function walletBalance(mainMinor = 100_000, pgMinor = 23_456): TWalletBalance {
  return {
    sumBalance: mainMinor + pgMinor,
    currency: 'VND',
    currencySymbol: '₫',
    isDemo: false,
    balance: [
      {
        walletCode: 'MAIN',
        walletName: 'Main',
        availBalance: mainMinor,
        heldBalance: 0,
        currency: 'VND',
        currencySymbol: '₫',
      },
      {
        walletCode: 'PG',
        walletName: 'PG',
        availBalance: pgMinor,
        heldBalance: 0,
        currency: 'VND',
        currencySymbol: '₫',
      },
    ],
  };
}

export const MERCHANT_WALLET: TMerchantWallet = {
  isSingle: false,
  wallets: [
    { walletCode: 'MAIN', displayName: 'Main wallet', mode: 'MAIN' },
    { walletCode: 'PG', displayName: 'PG Soft', mode: 'TRANSFER' },
  ],
};

export const SANDBOX_METHOD: TPaymentMethod = {
  id: '11',
  code: 'SANDBOX_CARD',
  displayName: 'Card (sandbox)',
  gateway: 'SANDBOX',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  dailyMaxAmount: 10_000_000,
  usedToday: 20_000,
  bankDetails: null,
};

export const BANK_DETAILS = {
  bankName: 'Kirin Bank',
  accountName: 'Kirin Ltd',
  accountNumber: '001234567890',
  branch: 'Taipei',
};

export const BANK_METHOD: TPaymentMethod = {
  id: '12',
  code: 'BANK',
  displayName: 'Bank transfer',
  gateway: 'MANUAL_BANK',
  minAmount: 50_000,
  maxAmount: 50_000_000,
  dailyMaxAmount: 100_000_000,
  usedToday: 0,
  bankDetails: BANK_DETAILS,
};

export function deposit(patch: Partial<TDeposit> = {}): TDeposit {
  return {
    id: '501',
    methodId: '11',
    methodName: 'Card (sandbox)',
    gateway: 'SANDBOX',
    amount: 123_450,
    status: 'CREATED',
    paymentUrl: '/sandbox-psp/pay/ord-501',
    bankDetails: null,
    hasProof: false,
    reason: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...patch,
  };
}

export function withdrawal(patch: Partial<TWithdrawal> = {}): TWithdrawal {
  return {
    id: '701',
    amount: 20_000,
    status: 'REQUESTED',
    bankName: 'Kirin Bank',
    accountNumberMasked: '****7890',
    receivedAmount: 0,
    remainingAmount: 20_000,
    hasProof: false,
    reason: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    paidAt: null,
    autoReceiveAt: null,
    ...patch,
  };
}

export const BANK_ACCOUNT = {
  id: '31',
  bankName: 'Kirin Bank',
  accountName: 'Alice Chen',
  accountNumberMasked: '****7890',
  branch: null,
  createdAt: '2025-04-01T00:00:00.000Z',
};

export function withdrawOverview(patch: Partial<TWithdrawOverview> = {}): TWithdrawOverview {
  return {
    availBalance: 100_000,
    minAmount: 10_000,
    maxAmount: 5_000_000,
    dailyMaxAmount: 20_000_000,
    usedToday: 0,
    hasPaymentPassword: true,
    payeeName: 'Alice Chen',
    bankAccounts: [BANK_ACCOUNT],
    awaitingConfirmation: [],
    kycThreshold: 0,
    isKycVerified: false,
    ...patch,
  };
}

export function transferTargets(patch: Partial<TTransferTargets> = {}): TTransferTargets {
  return {
    upline: { account: 'boss' },
    downlines: [
      { account: 'kid1', nickname: 'Kiddo' },
      { account: 'kid2', nickname: null },
    ],
    availBalance: 100_000,
    minAmount: 100,
    hasPaymentPassword: true,
    ...patch,
  };
}

export function transactionPage(patch: Partial<TTransactionPage> = {}): TTransactionPage {
  return {
    list: [
      {
        id: 't1',
        time: '2025-05-02T08:00:00.000Z',
        type: 'DEPOSIT',
        walletCode: 'MAIN',
        amount: 123_450,
        balanceAfter: 223_450,
        reference: 'D501',
        memo: null,
      },
      {
        id: 't2',
        time: '2025-05-02T09:00:00.000Z',
        type: 'WITHDRAWAL',
        walletCode: 'MAIN',
        amount: -20_000,
        balanceAfter: 203_450,
        reference: null,
        memo: 'W701',
      },
    ],
    total: 25,
    page: 1,
    pageSize: 10,
    ...patch,
  };
}
