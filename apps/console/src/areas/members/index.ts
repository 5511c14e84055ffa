import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/** Members: search, and one member's profile, sessions, logins, ledger, bets and (for money roles) money. */
export const membersArea: TConsoleArea = {
  id: 'members',
  operatorArea: 'members',
  labelKey: 'nav.area',
  icon: '☺',
  pages: [
    {
      path: '',
      labelKey: 'nav.search',
      component: lazy(() => import('./pages/members-page')),
    },
    {
      // /console/:merchant/members/:memberId (React Router reads the parameter; useParams in the page).
      path: ':memberId',
      labelKey: 'nav.profile',
      component: lazy(() => import('./pages/member-profile-page')),
      isInMenu: false,
      // Lock, unlock, labels and ending sessions: the server narrows them to these roles.
      writers: ['owner', 'support'],
    },
  ],
  nav: {
    EN: { nav: { area: 'Members', search: 'Member search', profile: 'Member' } },
    TW: { nav: { area: '會員', search: '會員查詢', profile: '會員資料' } },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
