import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/**
 * Player protection (issue 21): members' spending limits in force, time-outs and self-exclusions (an early lift
 * needs two operators), KYC review.
 */
export const protectionArea: TConsoleArea = {
  id: 'protection',
  operatorArea: 'protection',
  labelKey: 'nav.area',
  icon: '⛨',
  pages: [
    {
      path: 'limits',
      labelKey: 'nav.limits',
      component: lazy(() => import('./pages/limits-page')),
    },
    {
      path: 'exclusions',
      labelKey: 'nav.exclusions',
      component: lazy(() => import('./pages/exclusions-page')),
      // Asking for, approving and rejecting a lift: the server narrows them to these roles.
      writers: ['owner', 'support'],
    },
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
    EN: {
      nav: {
        area: 'Player protection',
        limits: 'Limits',
        exclusions: 'Exclusions',
        kyc: 'KYC review',
        kycMember: 'Identity check',
      },
    },
    TW: {
      nav: {
        area: '責任博彩',
        limits: '限額',
        exclusions: '排除',
        kyc: '身分驗證審核',
        kycMember: '身分驗證',
      },
    },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
