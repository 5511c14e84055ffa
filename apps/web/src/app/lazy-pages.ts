import { loadAllTexts } from '../lib/i18n';
import { lazyPage } from '../lib/lazy-page';

/** The home page's chunk; fetched at start when the site opens on it, beside the configuration calls. */
export const loadHomePage = () => import('../features/home/pages/home-page');

/** A page's chunk with every text of the language: only the home page's texts come with the first load. */
function withAllTexts<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, loadAllTexts()]).then(([module]) => module);
}

// Each page is its own chunk, loaded when its route is first visited (120 s time-out, retry: lazyPage).
export const HomePage = lazyPage(() => loadHomePage().then((m) => ({ default: m.HomePage })));
export const AuthEntryPage = lazyPage(() =>
  withAllTexts(import('./auth-entry-page')).then((m) => ({ default: m.AuthEntryPage })),
);
export const NoticePage = lazyPage(() =>
  withAllTexts(import('../features/notices/pages/notice-page')).then((m) => ({ default: m.NoticePage })),
);
export const VipPage = lazyPage(() =>
  withAllTexts(import('../features/vip/pages/vip-page')).then((m) => ({ default: m.VipPage })),
);
export const PromotionsPage = lazyPage(() =>
  withAllTexts(import('../features/promotions/pages/promotions-page')).then((m) => ({
    default: m.PromotionsPage,
  })),
);
export const PromoDetailPage = lazyPage(() =>
  withAllTexts(import('../features/promotions/pages/promo-detail-page')).then((m) => ({
    default: m.PromoDetailPage,
  })),
);
export const HelpPage = lazyPage(() =>
  withAllTexts(import('../features/help/pages/help-page')).then((m) => ({ default: m.HelpPage })),
);
export const DownloadPage = lazyPage(() =>
  withAllTexts(import('../features/download/pages/download-page')).then((m) => ({ default: m.DownloadPage })),
);
export const JoinPage = lazyPage(() =>
  withAllTexts(import('../features/download/pages/join-page')).then((m) => ({ default: m.JoinPage })),
);
export const HotGamesPage = lazyPage(() =>
  withAllTexts(import('../features/games/pages/hot-games-page')).then((m) => ({ default: m.HotGamesPage })),
);
export const FavouriteGamesPage = lazyPage(() =>
  withAllTexts(import('../features/games/pages/favourite-games-page')).then((m) => ({
    default: m.FavouriteGamesPage,
  })),
);
export const GameCategoryPage = lazyPage(() =>
  withAllTexts(import('../features/games/pages/game-category-page')).then((m) => ({
    default: m.GameCategoryPage,
  })),
);
export const GameLaunchPage = lazyPage(() =>
  withAllTexts(import('../features/games/pages/game-launch-page')).then((m) => ({
    default: m.GameLaunchPage,
  })),
);
export const LegalPage = lazyPage(() =>
  withAllTexts(import('../features/content/pages/legal-page')).then((m) => ({ default: m.LegalPage })),
);
export const PostsPage = lazyPage(() =>
  withAllTexts(import('../features/content/pages/posts-page')).then((m) => ({ default: m.PostsPage })),
);
export const PointMallPage = lazyPage(() =>
  withAllTexts(import('../features/points/pages/point-mall-page')).then((m) => ({
    default: m.PointMallPage,
  })),
);
export const LotteryPage = lazyPage(() =>
  withAllTexts(import('../features/lottery/pages/lottery-page')).then((m) => ({ default: m.LotteryPage })),
);
export const SeamlessPage = lazyPage(() =>
  withAllTexts(import('../features/seamless/pages/seamless-page')).then((m) => ({ default: m.SeamlessPage })),
);
export const NotFoundPage = lazyPage(() =>
  withAllTexts(import('./not-found-page')).then((m) => ({ default: m.NotFoundPage })),
);
export const FairnessPage = lazyPage(() =>
  withAllTexts(import('../features/provably-fair/pages/fairness-page')).then((m) => ({
    default: m.FairnessPage,
  })),
);
export const LiveChatPage = lazyPage(() =>
  withAllTexts(import('../features/customer-service/pages/live-chat-page')).then((m) => ({
    default: m.LiveChatPage,
  })),
);
