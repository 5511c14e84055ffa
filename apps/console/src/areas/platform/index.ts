import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/**
 * The platform: operators (owners of every merchant change them, operators.routes.ts), the audit log and the
 * demo install's message outbox. The auditor reads all three.
 */
export const platformArea: TConsoleArea = {
  id: 'platform',
  operatorArea: 'platform',
  labelKey: 'nav.area',
  icon: '◈',
  pages: [
    {
      path: 'operators',
      labelKey: 'nav.operators',
      component: lazy(() => import('./pages/operators-page')),
      writers: ['owner'],
    },
    { path: 'audit', labelKey: 'nav.audit', component: lazy(() => import('./pages/audit-page')) },
    { path: 'outbox', labelKey: 'nav.outbox', component: lazy(() => import('./pages/outbox-page')) },
  ],
  nav: {
    EN: { nav: { area: 'Platform', operators: 'Operators', audit: 'Audit log', outbox: 'Message outbox' } },
    TW: { nav: { area: '平台', operators: '操作員', audit: '稽核日誌', outbox: '訊息寄件匣' } },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
