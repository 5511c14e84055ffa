import type { TGameCategory, TLegalSlug, TPostKind } from '@kirin/contracts';

/** Which parts of the frame a route shows (spec section 2). */
export type TLayoutKind = 'full' | 'headerFooter' | 'headerOnly' | 'bare';

type TRouteDef = {
  path: string;
  layout: TLayoutKind;
  /** Game pages collapse the side menu when entered. */
  isGamePage?: boolean;
  /** History paths are case-insensitive unless two routes differ only by case (/seaLottery, /sealottery). */
  isCaseSensitive?: boolean;
};

/** The one route registry: every path the site answers, by route name. */
export const ROUTES = {
  root: { path: '/', layout: 'full' },
  index: { path: '/index', layout: 'full' },
  register: { path: '/register', layout: 'full' },
  registerHtml: { path: '/register.html', layout: 'full' },
  login: { path: '/login', layout: 'full' },
  noticePage: { path: '/noticePage', layout: 'full' },
  vip: { path: '/vip', layout: 'full' },
  promotions: { path: '/promotions', layout: 'full' },
  promoDetail: { path: '/promoDetail', layout: 'full' },
  help: { path: '/help', layout: 'full' },
  down: { path: '/down', layout: 'full' },
  download: { path: '/download', layout: 'full' },
  join: { path: '/join', layout: 'full' },
  hot: { path: '/hot', layout: 'full', isGamePage: true },
  fav: { path: '/fav', layout: 'full', isGamePage: true },
  rng: { path: '/rng', layout: 'full', isGamePage: true },
  live: { path: '/live', layout: 'full', isGamePage: true },
  fish: { path: '/fish', layout: 'full', isGamePage: true },
  pvp: { path: '/pvp', layout: 'full', isGamePage: true },
  sports: { path: '/sports', layout: 'full', isGamePage: true },
  elott: { path: '/elott', layout: 'full', isGamePage: true },
  legal: { path: '/legal/:slug', layout: 'full' },
  /** News, blog and installation guide (footer labels of spec section 2): dated posts by kind. */
  posts: { path: '/posts/:kind', layout: 'full' },
  pointMall: { path: '/pointMall', layout: 'headerFooter' },
  lottery: { path: '/lottery', layout: 'headerOnly', isGamePage: true },
  lottert: { path: '/lottert', layout: 'headerOnly', isGamePage: true },
  vnlottery: { path: '/vnlottery', layout: 'headerOnly', isGamePage: true },
  seaLottery: { path: '/seaLottery', layout: 'headerOnly', isGamePage: true, isCaseSensitive: true },
  sealottery: { path: '/sealottery', layout: 'headerOnly', isGamePage: true, isCaseSensitive: true },
  seamless: { path: '/seamless', layout: 'headerOnly', isGamePage: true },
  game: { path: '/game', layout: 'headerOnly', isGamePage: true },
  /** Provably fair verification of past in-house rounds (not in the spec's list; docs/games.md). */
  fairness: { path: '/fairness', layout: 'full' },
  helpmc: { path: '/helpmc', layout: 'bare' },
  /** The built-in live chat, opened in the customer-service window (docs/customer-service.md). */
  livechat: { path: '/livechat', layout: 'bare' },
} as const satisfies Record<string, TRouteDef>;

export type TRouteName = keyof typeof ROUTES;

type TQuery = Record<string, string | number | undefined>;

function withQuery(path: string, query: TQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Link builders: components take their URLs from here, never from string literals. */
export const paths = {
  root: () => ROUTES.root.path,
  index: () => ROUTES.index.path,
  login: () => ROUTES.login.path,
  register: () => ROUTES.register.path,
  noticePage: () => ROUTES.noticePage.path,
  vip: () => ROUTES.vip.path,
  promotions: () => ROUTES.promotions.path,
  promoDetail: (id?: string) => withQuery(ROUTES.promoDetail.path, { id }),
  help: () => ROUTES.help.path,
  helpmc: () => ROUTES.helpmc.path,
  livechat: () => ROUTES.livechat.path,
  down: () => ROUTES.down.path,
  join: () => ROUTES.join.path,
  hot: () => ROUTES.hot.path,
  fav: () => ROUTES.fav.path,
  /** `page` picks the vendor tab among the RNG vendors. */
  rng: (page?: string) => withQuery(ROUTES.rng.path, { page }),
  live: () => ROUTES.live.path,
  fish: () => ROUTES.fish.path,
  pvp: () => ROUTES.pvp.path,
  sports: () => ROUTES.sports.path,
  elott: () => ROUTES.elott.path,
  pointMall: () => ROUTES.pointMall.path,
  lottery: (query: { gameCode?: string; playType?: string } = {}) => withQuery(ROUTES.lottery.path, query),
  vnlottery: () => ROUTES.vnlottery.path,
  seaLottery: () => ROUTES.seaLottery.path,
  seamless: () => ROUTES.seamless.path,
  game: () => ROUTES.game.path,
  /** `round`: an in-house round to verify on arrival. */
  fairness: (round?: string) => withQuery(ROUTES.fairness.path, { round }),
  legal: (slug: TLegalSlug) => ROUTES.legal.path.replace(':slug', slug),
  posts: (kind: TPostKind) => ROUTES.posts.path.replace(':kind', kind),
} as const;

/** Where a header game-type item leads (ESPORTS shares the sports page). */
export function gameCategoryPath(category: TGameCategory): string {
  switch (category) {
    case 'RNG':
      return paths.rng();
    case 'LIVE':
      return paths.live();
    case 'SPORTS':
    case 'ESPORTS':
      return paths.sports();
    case 'FISH':
      return paths.fish();
    case 'PVP':
      return paths.pvp();
    case 'LOTT':
      return paths.lottery();
    case 'ELOTT':
      return paths.elott();
  }
}

/** Whether `pathname` is a game page (the side menu collapses there). */
export function isGamePagePath(pathname: string): boolean {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return Object.values(ROUTES).some(
    (route) => 'isGamePage' in route && route.isGamePage && route.path.toLowerCase() === lower,
  );
}
