import { lazyPage } from '../lib/lazy-page';

// Each page is its own chunk, loaded when its route is first visited (120 s time-out, retry: lazyPage).
export const HomePage = lazyPage(() =>
  import('../features/home/pages/home-page').then((m) => ({ default: m.HomePage })),
);
export const AuthEntryPage = lazyPage(() =>
  import('./auth-entry-page').then((m) => ({ default: m.AuthEntryPage })),
);
export const NoticePage = lazyPage(() =>
  import('../features/notices/pages/notice-page').then((m) => ({ default: m.NoticePage })),
);
export const VipPage = lazyPage(() =>
  import('../features/vip/pages/vip-page').then((m) => ({ default: m.VipPage })),
);
export const PromotionsPage = lazyPage(() =>
  import('../features/promotions/pages/promotions-page').then((m) => ({ default: m.PromotionsPage })),
);
export const PromoDetailPage = lazyPage(() =>
  import('../features/promotions/pages/promo-detail-page').then((m) => ({ default: m.PromoDetailPage })),
);
export const HelpPage = lazyPage(() =>
  import('../features/help/pages/help-page').then((m) => ({ default: m.HelpPage })),
);
export const DownloadPage = lazyPage(() =>
  import('../features/download/pages/download-page').then((m) => ({ default: m.DownloadPage })),
);
export const JoinPage = lazyPage(() =>
  import('../features/download/pages/join-page').then((m) => ({ default: m.JoinPage })),
);
export const HotGamesPage = lazyPage(() =>
  import('../features/games/pages/hot-games-page').then((m) => ({ default: m.HotGamesPage })),
);
export const FavouriteGamesPage = lazyPage(() =>
  import('../features/games/pages/favourite-games-page').then((m) => ({ default: m.FavouriteGamesPage })),
);
export const GameCategoryPage = lazyPage(() =>
  import('../features/games/pages/game-category-page').then((m) => ({ default: m.GameCategoryPage })),
);
export const GameLaunchPage = lazyPage(() =>
  import('../features/games/pages/game-launch-page').then((m) => ({ default: m.GameLaunchPage })),
);
export const LegalPage = lazyPage(() =>
  import('../features/content/pages/legal-page').then((m) => ({ default: m.LegalPage })),
);
export const PostsPage = lazyPage(() =>
  import('../features/content/pages/posts-page').then((m) => ({ default: m.PostsPage })),
);
export const PointMallPage = lazyPage(() =>
  import('../features/points/pages/point-mall-page').then((m) => ({ default: m.PointMallPage })),
);
export const LotteryPage = lazyPage(() =>
  import('../features/lottery/pages/lottery-page').then((m) => ({ default: m.LotteryPage })),
);
export const SeamlessPage = lazyPage(() =>
  import('../features/seamless/pages/seamless-page').then((m) => ({ default: m.SeamlessPage })),
);
export const NotFoundPage = lazyPage(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const FairnessPage = lazyPage(() =>
  import('../features/provably-fair/pages/fairness-page').then((m) => ({ default: m.FairnessPage })),
);
export const LiveChatPage = lazyPage(() =>
  import('../features/customer-service/pages/live-chat-page').then((m) => ({ default: m.LiveChatPage })),
);
