import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/** Only owners change a merchant's configuration (merchants.ops.routes.ts); the auditor reads it. */
const OWNERS = ['owner'] as const;

/**
 * Merchant configuration: the brand, languages, modules and flags, registration rules, downloads and links,
 * account and wallet rules, hosts, maintenance and region restriction, and the sealing key. The routes stand
 * outside the server's areas (every role reads its merchants; owners write), and the console shows the area to
 * the platform's roles: owners, and the auditor to read.
 */
export const merchantArea: TConsoleArea = {
  id: 'merchant',
  operatorArea: 'platform',
  labelKey: 'nav.area',
  icon: '⚙',
  pages: [
    {
      path: 'brand',
      labelKey: 'nav.brand',
      component: lazy(() => import('./pages/brand-page')),
      writers: OWNERS,
    },
    {
      path: 'languages',
      labelKey: 'nav.languages',
      component: lazy(() => import('./pages/languages-page')),
      writers: OWNERS,
    },
    {
      path: 'modules',
      labelKey: 'nav.modules',
      component: lazy(() => import('./pages/modules-page')),
      writers: OWNERS,
    },
    {
      path: 'registration',
      labelKey: 'nav.registration',
      component: lazy(() => import('./pages/registration-page')),
      writers: OWNERS,
    },
    {
      path: 'resources',
      labelKey: 'nav.resources',
      component: lazy(() => import('./pages/resources-page')),
      writers: OWNERS,
    },
    {
      path: 'rules',
      labelKey: 'nav.rules',
      component: lazy(() => import('./pages/rules-page')),
      writers: OWNERS,
    },
    {
      path: 'domains',
      labelKey: 'nav.domains',
      component: lazy(() => import('./pages/domains-page')),
      writers: OWNERS,
    },
    {
      path: 'status',
      labelKey: 'nav.status',
      component: lazy(() => import('./pages/status-page')),
      writers: OWNERS,
    },
    {
      path: 'payload-key',
      labelKey: 'nav.payloadKey',
      component: lazy(() => import('./pages/payload-key-page')),
      writers: OWNERS,
    },
  ],
  nav: {
    EN: {
      nav: {
        area: 'Merchant',
        brand: 'Brand',
        languages: 'Languages',
        modules: 'Modules and flags',
        registration: 'Registration rules',
        resources: 'Downloads and links',
        rules: 'Account and wallet rules',
        domains: 'Domains',
        status: 'Maintenance and regions',
        payloadKey: 'Sealing key',
      },
    },
    TW: {
      nav: {
        area: '商戶設定',
        brand: '品牌',
        languages: '語言',
        modules: '模組與開關',
        registration: '註冊規則',
        resources: '下載與連結',
        rules: '帳號與錢包規則',
        domains: '網域',
        status: '維護與地區限制',
        payloadKey: '加密金鑰',
      },
    },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
