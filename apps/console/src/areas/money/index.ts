import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/**
 * Money: the deposit and withdrawal queues, manual adjustments with their dual control, payment methods,
 * vendor wallets and the ledger auditor (the dashboard and reconciliation report come with their routes).
 */
export const moneyArea: TConsoleArea = {
  id: 'money',
  operatorArea: 'money',
  labelKey: 'nav.area',
  icon: '¤',
  pages: [
    {
      path: 'withdrawals',
      labelKey: 'nav.withdrawals',
      component: lazy(() => import('./pages/withdrawals-page')),
    },
    { path: 'deposits', labelKey: 'nav.deposits', component: lazy(() => import('./pages/deposits-page')) },
    {
      path: 'adjustments',
      labelKey: 'nav.adjustments',
      component: lazy(() => import('./pages/adjustments-page')),
    },
    {
      path: 'dual-control',
      labelKey: 'nav.dualControl',
      component: lazy(() => import('./pages/dual-control-page')),
      // Finance reads the limits to know when a colleague is needed; only owners set them.
      writers: ['owner'],
    },
    {
      path: 'payment-methods',
      labelKey: 'nav.paymentMethods',
      component: lazy(() => import('./pages/payment-methods-page')),
    },
    {
      path: 'vendor-wallets',
      labelKey: 'nav.vendorWallets',
      component: lazy(() => import('./pages/vendor-wallets-page')),
    },
    {
      path: 'ledger-audit',
      labelKey: 'nav.ledgerAudit',
      component: lazy(() => import('./pages/ledger-audit-page')),
      // Finance reads the auditor's runs; only an owner of every merchant runs it (the server checks that scope).
      writers: ['owner'],
    },
    {
      path: 'reconciliation',
      labelKey: 'nav.reconciliation',
      component: lazy(() => import('./pages/reconciliation-page')),
    },
  ],
  nav: {
    EN: {
      nav: {
        area: 'Money',
        withdrawals: 'Withdrawals',
        deposits: 'Deposits',
        adjustments: 'Adjustments',
        dualControl: 'Dual control',
        paymentMethods: 'Payment methods',
        vendorWallets: 'Vendor wallets',
        ledgerAudit: 'Ledger audit',
        reconciliation: 'Reconciliation',
      },
    },
    TW: {
      nav: {
        area: '金流',
        withdrawals: '提款審核',
        deposits: '存款審核',
        adjustments: '人工調帳',
        dualControl: '雙人覆核',
        paymentMethods: '支付方式',
        vendorWallets: '遊戲商錢包',
        ledgerAudit: '帳本稽核',
        reconciliation: '每日對帳',
      },
    },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
