import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/** Service: the live-chat support desk, chat-room moderation and the customer service entries. */
export const serviceArea: TConsoleArea = {
  id: 'service',
  operatorArea: 'service',
  labelKey: 'nav.area',
  icon: '☏',
  pages: [
    { path: 'live-chat', labelKey: 'nav.liveChat', component: lazy(() => import('./pages/live-chat-page')) },
    { path: 'chat-room', labelKey: 'nav.chatRoom', component: lazy(() => import('./pages/chat-room-page')) },
    {
      path: 'customer-service',
      labelKey: 'nav.customerService',
      component: lazy(() => import('./pages/customer-service-page')),
      // PUT /ops/merchants/:code/customer-service is for owners only; support reads the entries.
      writers: ['owner'],
    },
  ],
  nav: {
    EN: {
      nav: {
        area: 'Service',
        liveChat: 'Live chat',
        chatRoom: 'Chat room',
        customerService: 'Customer service',
      },
    },
    TW: { nav: { area: '客服', liveChat: '線上客服', chatRoom: '聊天室', customerService: '客服入口' } },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
