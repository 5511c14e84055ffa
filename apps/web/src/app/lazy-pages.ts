import { lazy } from 'react';
import { loadAllTexts } from '../lib/i18n';

/** The home page's chunk; fetched at start when the site opens on it, beside the configuration calls. */
export const loadHomePage = () => import('../features/home/pages/home-page');

/** A page's chunk with every text of the language: only the home page's texts come with the first load. */
function withAllTexts<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, loadAllTexts()]).then(([module]) => module);
}

// Each page is its own chunk, loaded when its route is first visited.
export const HomePage = lazy(() => loadHomePage().then((m) => ({ default: m.HomePage })));
export const AuthEntryPage = lazy(() =>
  withAllTexts(import('./auth-entry-page')).then((m) => ({ default: m.AuthEntryPage })),
);
export const NoticePage = lazy(() =>
  withAllTexts(import('../features/notices/pages/notice-page')).then((m) => ({ default: m.NoticePage })),
);
export const VipPage = lazy(() =>
  withAllTexts(import('../features/vip/pages/vip-page')).then((m) => ({ default: m.VipPage })),
);
export const PromotionsPage = lazy(() =>
  withAllTexts(import('../features/promotions/pages/promotions-page')).then((m) => ({
    default: m.PromotionsPage,
  })),
);
export const PromoDetailPage = lazy(() =>
  withAllTexts(import('../features/promotions/pages/promo-detail-page')).then((m) => ({
    default: m.PromoDetailPage,
  })),
);
export const HelpPage = lazy(() =>
  withAllTexts(import('../features/help/pages/help-page')).then((m) => ({ default: m.HelpPage })),
);
export const DownloadPage = lazy(() =>
  withAllTexts(import('../features/download/pages/download-page')).then((m) => ({ default: m.DownloadPage })),
);
export const JoinPage = lazy(() =>
  withAllTexts(import('../features/download/pages/join-page')).then((m) => ({ default: m.JoinPage })),
);
export const HotGamesPage = lazy(() =>
  withAllTexts(import('../features/games/pages/hot-games-page')).then((m) => ({ default: m.HotGamesPage })),
);
export const FavouriteGamesPage = lazy(() =>
  withAllTexts(import('../features/games/pages/favourite-games-page')).then((m) => ({
    default: m.FavouriteGamesPage,
  })),
);
export const GameCategoryPage = lazy(() =>
  withAllTexts(import('../features/games/pages/game-category-page')).then((m) => ({
    default: m.GameCategoryPage,
  })),
);
export const GameLaunchPage = lazy(() =>
  withAllTexts(import('../features/games/pages/game-launch-page')).then((m) => ({
    default: m.GameLaunchPage,
  })),
);
export const LegalPage = lazy(() =>
  withAllTexts(import('../features/content/pages/legal-page')).then((m) => ({ default: m.LegalPage })),
);
export const PostsPage = lazy(() =>
  withAllTexts(import('../features/content/pages/posts-page')).then((m) => ({ default: m.PostsPage })),
);
export const PointMallPage = lazy(() =>
  withAllTexts(import('../features/points/pages/point-mall-page')).then((m) => ({
    default: m.PointMallPage,
  })),
);
export const LotteryPage = lazy(() =>
  withAllTexts(import('../features/lottery/pages/lottery-page')).then((m) => ({ default: m.LotteryPage })),
);
export const SeamlessPage = lazy(() =>
  withAllTexts(import('../features/seamless/pages/seamless-page')).then((m) => ({ default: m.SeamlessPage })),
);
export const NotFoundPage = lazy(() =>
  withAllTexts(import('./not-found-page')).then((m) => ({ default: m.NotFoundPage })),
);
export const FairnessPage = lazy(() =>
  withAllTexts(import('../features/provably-fair/pages/fairness-page')).then((m) => ({
    default: m.FairnessPage,
  })),
);
export const LiveChatPage = lazy(() =>
  withAllTexts(import('../features/customer-service/pages/live-chat-page')).then((m) => ({
    default: m.LiveChatPage,
  })),
);
