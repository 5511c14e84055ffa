import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/** Money: the deposit and withdrawal queues, payment methods, adjustments, reconciliation. */
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
  ],
  nav: {
    EN: { nav: { area: 'Money', withdrawals: 'Withdrawals' } },
    TW: { nav: { area: '金流', withdrawals: '提款審核' } },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
