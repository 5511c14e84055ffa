import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/**
 * Player protection (issue 21): KYC review here; limits in force and exclusions come from the other parts of
 * the issue (the lead merges this index and the locale files).
 */
export const protectionArea: TConsoleArea = {
  id: 'protection',
  operatorArea: 'protection',
  labelKey: 'nav.area',
  icon: '⛨',
  pages: [
    {
      path: 'kyc',
      labelKey: 'nav.kyc',
      component: lazy(() => import('./pages/kyc-queue-page')),
    },
    {
      // /console/:merchant/protection/kyc/:memberId: one member's documents and the decision.
      path: 'kyc/:memberId',
      labelKey: 'nav.kycMember',
      component: lazy(() => import('./pages/kyc-member-page')),
      isInMenu: false,
      // Verify and reject: the server narrows them to these roles (finance and the auditor read).
      writers: ['owner', 'support'],
    },
  ],
  nav: {
    EN: { nav: { area: 'Player protection', kyc: 'KYC review', kycMember: 'Identity check' } },
    TW: { nav: { area: '責任博彩', kyc: '身分驗證審核', kycMember: '身分驗證' } },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
