import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

/** Owners change games, odds, caps and cancel draws (lottery.ops.routes.ts: owner). */
const OWNERS = ['owner'] as const;

/**
 * Lottery: the merchant's games (switches, schedule, limits), odds versions, capped numbers, issues with their
 * liability, result entry by two operators, cancellation, and turnover reports. Every role of the area reads.
 */
export const lotteryArea: TConsoleArea = {
  id: 'lottery',
  operatorArea: 'lottery',
  labelKey: 'nav.area',
  icon: '◎',
  pages: [
    {
      path: 'games',
      labelKey: 'nav.games',
      component: lazy(() => import('./pages/lottery-games-page')),
      writers: OWNERS,
    },
    {
      path: 'reports',
      labelKey: 'nav.reports',
      component: lazy(() => import('./pages/games-report-page')),
    },
    {
      path: 'games/:gameCode/odds',
      labelKey: 'nav.odds',
      component: lazy(() => import('./pages/odds-page')),
      isInMenu: false,
      writers: OWNERS,
    },
    {
      path: 'games/:gameCode/caps',
      labelKey: 'nav.caps',
      component: lazy(() => import('./pages/caps-page')),
      isInMenu: false,
      writers: OWNERS,
    },
    {
      path: 'games/:gameCode/issues',
      labelKey: 'nav.issues',
      component: lazy(() => import('./pages/issues-page')),
      isInMenu: false,
      writers: OWNERS,
    },
    {
      path: 'games/:gameCode/reports',
      labelKey: 'nav.issuesReport',
      component: lazy(() => import('./pages/issues-report-page')),
      isInMenu: false,
    },
    {
      path: 'issues/:issueId/results',
      labelKey: 'nav.results',
      component: lazy(() => import('./pages/result-entry-page')),
      isInMenu: false,
      // Results are entered by owners and support (lottery.ops.routes.ts: resultEditor).
      writers: ['owner', 'support'],
    },
    {
      path: 'issues/:issueId/liability',
      labelKey: 'nav.liability',
      component: lazy(() => import('./pages/liability-page')),
      isInMenu: false,
    },
  ],
  nav: {
    EN: {
      nav: {
        area: 'Lottery',
        games: 'Lottery games',
        reports: 'Lottery reports',
        odds: 'Odds',
        caps: 'Capped numbers',
        issues: 'Issues',
        issuesReport: 'Report by issue',
        results: 'Result entry',
        liability: 'Liability',
      },
    },
    TW: {
      nav: {
        area: '彩票',
        games: '彩種設定',
        reports: '彩票報表',
        odds: '賠率',
        caps: '限號',
        issues: '期號',
        issuesReport: '期號報表',
        results: '開獎輸入',
        liability: '風險額度',
      },
    },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
