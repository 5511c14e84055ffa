import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/**
 * The dashboard: the merchant's money, members and waiting queues at a glance. Its figures are money figures,
 * so it is read by the roles of the money area (and the auditor); it is their first page after sign-in.
 */
export const dashboardArea: TConsoleArea = {
  id: 'dashboard',
  operatorArea: 'money',
  labelKey: 'nav.area',
  icon: '◎',
  pages: [{ path: '', labelKey: 'nav.overview', component: lazy(() => import('./pages/dashboard-page')) }],
  nav: {
    EN: { nav: { area: 'Dashboard', overview: 'Overview' } },
    TW: { nav: { area: '儀表板', overview: '總覽' } },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
