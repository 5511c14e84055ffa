import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/** Player protection (issue 21): members' spending limits, and the other controls' pages as they land. */
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
  ],
  nav: {
    EN: { nav: { area: 'Player protection', limits: 'Limits' } },
    TW: { nav: { area: '責任博彩', limits: '限額' } },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
