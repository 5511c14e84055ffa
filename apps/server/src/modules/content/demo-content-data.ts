import type { TNoticeType, TPostKind } from '@kirin/contracts';

// The demo merchant's site content, in TW and EN (docs/content.md). Enough notices for two notice pages.

type TText = { TW: string; EN: string };
export type TDemoNotice = {
  type: TNoticeType;
  title: TText;
  html: TText;
  isPopup?: boolean;
  imageUrl?: string;
  linkUrl?: string;
};

const PLAYER_TOPICS: { TW: string; EN: string }[] = [
  { TW: '系統維護公告', EN: 'Scheduled maintenance' },
  { TW: '新遊戲上線', EN: 'New games are live' },
  { TW: '存款通道更新', EN: 'Deposit channels updated' },
  { TW: '提款時間說明', EN: 'Withdrawal hours' },
  { TW: '帳戶安全提醒', EN: 'Keep your account safe' },
  { TW: '真人娛樂場開放', EN: 'Live casino opens' },
  { TW: '彩票開獎時間調整', EN: 'Lottery draw times' },
  { TW: 'VIP 等級說明', EN: 'VIP levels explained' },
  { TW: '負責任博彩', EN: 'Responsible gaming' },
  { TW: '客服時間', EN: 'Customer service hours' },
  { TW: '應用程式下載', EN: 'Get the app' },
  { TW: '節日活動預告', EN: 'Holiday events ahead' },
];

export const DEMO_NOTICES: TDemoNotice[] = [
  ...PLAYER_TOPICS.map((title, index) => ({
    type: 'PL' as const,
    title,
    html: {
      TW: `<p>${title.TW}：詳情請見本公告（第 ${index + 1} 則）。</p>`,
      EN: `<p>${title.EN}: the details are in this notice (number ${index + 1}).</p>`,
    },
  })),
  {
    type: 'PU',
    isPopup: true,
    title: { TW: '歡迎來到示範站', EN: 'Welcome to the demo site' },
    html: {
      TW: '<p>這是示範站：所有金額皆為測試用途。</p>',
      EN: '<p>This is a demo site: every amount is play money.</p>',
    },
  },
  // Each PR notice promises only what a configured promotion pays (promotions/catalogue/seed-demo-promotions.ts).
  {
    type: 'PR',
    title: { TW: '首存加贈 100%', EN: '100% first deposit bonus' },
    html: {
      TW: '<p>首次存款（至少 100）加贈 100%，最高 1,000；獎金需 10 倍流水。</p>',
      EN: '<p>Your first deposit (100 or more) is matched 100%, up to 1,000; the bonus carries a 10x wagering requirement.</p>',
    },
    imageUrl: '/banners/welcome.svg',
    linkUrl: '/promoDetail?code=WELCOME100',
  },
  {
    type: 'PR',
    title: { TW: '每日簽到獎勵', EN: 'Daily sign-in rewards' },
    html: {
      TW: '<p>每天簽到領取獎金，連續簽到獎勵更高。</p>',
      EN: '<p>Sign in every day for a reward that grows with your streak.</p>',
    },
    linkUrl: '/promoDetail?code=DAILYSIGNIN',
  },
];

export const DEMO_BANNERS: { title: TText; imageUrl: string; linkUrl: string | null }[] = [
  {
    title: { TW: '首存獎金', EN: 'Welcome bonus' },
    imageUrl: '/banners/welcome.svg',
    linkUrl: '/promoDetail?code=WELCOME100',
  },
  { title: { TW: '真人娛樂場', EN: 'Live casino' }, imageUrl: '/banners/live.svg', linkUrl: '/live' },
  { title: { TW: '每日彩票', EN: 'Daily lottery' }, imageUrl: '/banners/lottery.svg', linkUrl: '/lottery' },
];

export const DEMO_HELP: { title: TText; articles: { title: TText; html: TText }[] }[] = [
  {
    title: { TW: '帳戶', EN: 'Account' },
    articles: [
      {
        title: { TW: '如何註冊', EN: 'How to register' },
        html: {
          TW: '<p>點擊右上角的「註冊」，填寫帳號與密碼。</p>',
          EN: '<p>Press Register at the top right and choose a username and password.</p>',
        },
      },
      {
        title: { TW: '忘記密碼', EN: 'Forgot password' },
        html: {
          TW: '<p>在登入視窗點擊「忘記密碼」，以電子郵件或手機重設。</p>',
          EN: '<p>Press Forgot password in the login window and reset it by email or phone.</p>',
        },
      },
    ],
  },
  {
    title: { TW: '存款與提款', EN: 'Deposits and withdrawals' },
    articles: [
      {
        title: { TW: '如何存款', EN: 'How to deposit' },
        html: {
          TW: '<p>在會員中心選擇「存款」，選擇通道並輸入金額。</p>',
          EN: '<p>Open Deposit in the member centre, pick a channel and enter the amount.</p>',
        },
      },
      {
        title: { TW: '提款需要多久', EN: 'How long a withdrawal takes' },
        html: {
          TW: '<p>提款通常在 30 分鐘內完成審核。</p>',
          EN: '<p>Withdrawals are usually reviewed within 30 minutes.</p>',
        },
      },
    ],
  },
  {
    title: { TW: '遊戲', EN: 'Games' },
    articles: [
      {
        title: { TW: '遊戲無法載入', EN: 'A game does not load' },
        html: {
          TW: '<p>請重新整理頁面，或更換瀏覽器再試。</p>',
          EN: '<p>Reload the page, or try another browser.</p>',
        },
      },
    ],
  },
];

export const DEMO_POSTS: { kind: TPostKind; daysAgo: number; title: TText; html: TText }[] = [
  {
    kind: 'news',
    daysAgo: 1,
    title: { TW: '示範站上線', EN: 'The demo site is open' },
    html: { TW: '<p>歡迎體驗全新的示範站。</p>', EN: '<p>Welcome to the new demo site.</p>' },
  },
  {
    kind: 'news',
    daysAgo: 7,
    title: { TW: '新增彩票遊戲', EN: 'More lottery games' },
    html: { TW: '<p>新增三款彩票遊戲。</p>', EN: '<p>Three new lottery games have been added.</p>' },
  },
  {
    kind: 'blog',
    daysAgo: 3,
    title: { TW: '理性娛樂的五個習慣', EN: 'Five habits of playing responsibly' },
    html: {
      TW: '<ol><li>設定預算</li><li>設定時間</li></ol>',
      EN: '<ol><li>Set a budget</li><li>Set a time limit</li></ol>',
    },
  },
  {
    kind: 'guide',
    daysAgo: 10,
    title: { TW: '安裝指南', EN: 'Installation guide' },
    html: {
      TW: '<h3>iOS</h3><p>掃描 QR 碼並信任描述檔。</p><h3>Android</h3><p>掃描 QR 碼並允許安裝未知來源的應用程式。</p>',
      EN: '<h3>iOS</h3><p>Scan the QR code, then trust the profile in Settings.</p><h3>Android</h3><p>Scan the QR code and allow installs from this source.</p>',
    },
  },
];
