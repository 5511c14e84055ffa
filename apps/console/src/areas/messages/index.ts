import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/** Messages: the members' feedback inbox with its answers, and platform messages to members. */
export const messagesArea: TConsoleArea = {
  id: 'messages',
  operatorArea: 'messages',
  labelKey: 'nav.area',
  icon: '✉',
  pages: [
    { path: 'feedback', labelKey: 'nav.feedback', component: lazy(() => import('./pages/feedback-page')) },
    { path: 'sent', labelKey: 'nav.sent', component: lazy(() => import('./pages/sent-messages-page')) },
  ],
  nav: {
    EN: { nav: { area: 'Messages', feedback: 'Feedback inbox', sent: 'Platform messages' } },
    TW: { nav: { area: '訊息', feedback: '意見回饋', sent: '站內信' } },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
