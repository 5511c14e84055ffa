import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/** Roles the catalogue routes let change games, lanes, groups and rooms (games.ops.routes.ts: editor). */
const CATALOGUE_EDITORS = ['owner', 'content'] as const;

/**
 * Games: the catalogue of a merchant (games, vendor lanes per category, game groups, PvP rooms) and its vendors'
 * maintenance. Vendor integrations are read through the money area's route, so only its roles see that page's
 * list (owner, finance; the auditor reads).
 */
export const gamesArea: TConsoleArea = {
  id: 'games',
  operatorArea: 'games',
  labelKey: 'nav.area',
  icon: '♠',
  pages: [
    {
      path: 'games',
      labelKey: 'nav.games',
      component: lazy(() => import('./pages/games-page')),
      writers: CATALOGUE_EDITORS,
    },
    {
      path: 'lanes',
      labelKey: 'nav.lanes',
      component: lazy(() => import('./pages/lanes-page')),
      writers: CATALOGUE_EDITORS,
    },
    {
      path: 'vendors',
      labelKey: 'nav.vendors',
      component: lazy(() => import('./pages/vendors-page')),
      // PUT …/vendors/:vassalage is finance's (money area); maintenance is also content's, who cannot list vendors.
      writers: ['owner', 'finance'],
    },
    {
      path: 'groups',
      labelKey: 'nav.groups',
      component: lazy(() => import('./pages/groups-page')),
      writers: CATALOGUE_EDITORS,
    },
    {
      path: 'pvp-rooms',
      labelKey: 'nav.rooms',
      component: lazy(() => import('./pages/pvp-rooms-page')),
      writers: CATALOGUE_EDITORS,
    },
  ],
  nav: {
    EN: {
      nav: {
        area: 'Games',
        games: 'Game list',
        lanes: 'Vendor lanes',
        vendors: 'Vendors',
        groups: 'Game groups',
        rooms: 'PvP rooms',
      },
    },
    TW: {
      nav: {
        area: '遊戲',
        games: '遊戲列表',
        lanes: '廠商分類',
        vendors: '遊戲廠商',
        groups: '遊戲群組',
        rooms: '對戰房間',
      },
    },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
