import { lazy } from 'react';
import type { TConsoleArea } from '../../app/area';

const noticeEditor = lazy(() => import('./pages/notice-editor-page'));
const helpArticleEditor = lazy(() => import('./pages/help-article-editor-page'));
const postEditor = lazy(() => import('./pages/post-editor-page'));

/**
 * Content: the site's notices, banners, help centre, posts and legal pages. Owners and content operators
 * write (the routes' own rule as well as the area's); the auditor reads. Editor pages are reached from their
 * lists.
 */
export const contentArea: TConsoleArea = {
  id: 'content',
  operatorArea: 'content',
  labelKey: 'nav.area',
  icon: '✎',
  pages: [
    { path: 'notices', labelKey: 'nav.notices', component: lazy(() => import('./pages/notices-page')) },
    { path: 'notices/:id', labelKey: 'nav.notices', component: noticeEditor, isInMenu: false },
    { path: 'banners', labelKey: 'nav.banners', component: lazy(() => import('./pages/banners-page')) },
    {
      path: 'help-categories',
      labelKey: 'nav.helpCategories',
      component: lazy(() => import('./pages/help-categories-page')),
    },
    {
      path: 'help-articles',
      labelKey: 'nav.helpArticles',
      component: lazy(() => import('./pages/help-articles-page')),
    },
    {
      path: 'help-articles/:id',
      labelKey: 'nav.helpArticles',
      component: helpArticleEditor,
      isInMenu: false,
    },
    { path: 'posts', labelKey: 'nav.posts', component: lazy(() => import('./pages/posts-page')) },
    { path: 'posts/:id', labelKey: 'nav.posts', component: postEditor, isInMenu: false },
    { path: 'legal', labelKey: 'nav.legal', component: lazy(() => import('./pages/legal-pages-page')) },
    {
      path: 'legal/:slug/:language',
      labelKey: 'nav.legal',
      component: lazy(() => import('./pages/legal-page-editor-page')),
      isInMenu: false,
    },
  ],
  nav: {
    EN: {
      nav: {
        area: 'Content',
        notices: 'Notices',
        banners: 'Banners',
        helpCategories: 'Help categories',
        helpArticles: 'Help articles',
        posts: 'Posts',
        legal: 'Legal pages',
      },
    },
    TW: {
      nav: {
        area: '內容',
        notices: '公告',
        banners: '橫幅廣告',
        helpCategories: '幫助分類',
        helpArticles: '幫助文章',
        posts: '新聞與文章',
        legal: '條款頁面',
      },
    },
  },
  loadLocales: async () => ({
    EN: (await import('./locales/en.json')).default,
    TW: (await import('./locales/tw.json')).default,
  }),
};
