import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const HomePage = lazy(() =>
  import('../features/home/pages/home-page').then((m) => ({ default: m.HomePage })),
);
export const AuthEntryPage = lazy(() =>
  import('./auth-entry-page').then((m) => ({ default: m.AuthEntryPage })),
);
export const NoticePage = lazy(() =>
  import('../features/notices/pages/notice-page').then((m) => ({ default: m.NoticePage })),
);
export const VipPage = lazy(() =>
  import('../features/vip/pages/vip-page').then((m) => ({ default: m.VipPage })),
);
export const PromotionsPage = lazy(() =>
  import('../features/promotions/pages/promotions-page').then((m) => ({ default: m.PromotionsPage })),
);
export const PromoDetailPage = lazy(() =>
  import('../features/promotions/pages/promo-detail-page').then((m) => ({ default: m.PromoDetailPage })),
);
export const HelpPage = lazy(() =>
  import('../features/help/pages/help-page').then((m) => ({ default: m.HelpPage })),
);
export const DownloadPage = lazy(() =>
  import('../features/download/pages/download-page').then((m) => ({ default: m.DownloadPage })),
);
export const JoinPage = lazy(() =>
  import('../features/download/pages/join-page').then((m) => ({ default: m.JoinPage })),
);
export const HotGamesPage = lazy(() =>
  import('../features/games/pages/hot-games-page').then((m) => ({ default: m.HotGamesPage })),
);
export const FavouriteGamesPage = lazy(() =>
  import('../features/games/pages/favourite-games-page').then((m) => ({ default: m.FavouriteGamesPage })),
);
export const GameCategoryPage = lazy(() =>
  import('../features/games/pages/game-category-page').then((m) => ({ default: m.GameCategoryPage })),
);
export const GameLaunchPage = lazy(() =>
  import('../features/games/pages/game-launch-page').then((m) => ({ default: m.GameLaunchPage })),
);
export const LegalPage = lazy(() =>
  import('../features/content/pages/legal-page').then((m) => ({ default: m.LegalPage })),
);
export const PostsPage = lazy(() =>
  import('../features/content/pages/posts-page').then((m) => ({ default: m.PostsPage })),
);
export const PointMallPage = lazy(() =>
  import('../features/points/pages/point-mall-page').then((m) => ({ default: m.PointMallPage })),
);
export const LotteryPage = lazy(() =>
  import('../features/lottery/pages/lottery-page').then((m) => ({ default: m.LotteryPage })),
);
export const SeamlessPage = lazy(() =>
  import('../features/seamless/pages/seamless-page').then((m) => ({ default: m.SeamlessPage })),
);
export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const FairnessPage = lazy(() =>
  import('../features/provably-fair/pages/fairness-page').then((m) => ({ default: m.FairnessPage })),
);
export const LiveChatPage = lazy(() =>
  import('../features/customer-service/pages/live-chat-page').then((m) => ({ default: m.LiveChatPage })),
);
