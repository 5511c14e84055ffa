import type { TLegalSlug } from '@kirin/contracts';

type TSeedPage = { slug: TLegalSlug; language: string; title: string; html: string };

/** The demo merchant's legal pages; an operator replaces them through the operator API. */
export const DEMO_LEGAL_PAGES: TSeedPage[] = [
  {
    slug: 'about',
    language: 'EN',
    title: 'About Company',
    html: '<p>Kirin is an online gaming and betting site offering slots, live casino, fishing, card games, sports and lottery.</p><p>We are licensed in Curaçao and accept players aged 18 and over where online gaming is legal.</p>',
  },
  {
    slug: 'about',
    language: 'TW',
    title: '關於我們',
    html: '<p>Kirin 是一個線上遊戲與投注平台，提供老虎機、真人娛樂、捕魚、棋牌、體育與彩票。</p><p>我們持有庫拉索博彩牌照，只接受年滿 18 歲且所在地允許線上博彩的玩家。</p>',
  },
  {
    slug: 'contact',
    language: 'EN',
    title: 'Contact Us',
    html: '<p>Our customer service team is available 24 hours a day through the live chat on every page.</p><p>For account or payment questions, have your username ready; we will never ask for your password.</p>',
  },
  {
    slug: 'contact',
    language: 'TW',
    title: '聯絡我們',
    html: '<p>客服團隊全天 24 小時透過每個頁面的線上客服為您服務。</p><p>查詢帳戶或支付問題時請準備好您的用戶名；我們絕不會索取您的密碼。</p>',
  },
  {
    slug: 'terms',
    language: 'EN',
    title: 'Terms and Conditions',
    html: '<h2>1. Eligibility</h2><p>You must be at least 18 years old and permitted by the laws of your country to use this site.</p><h2>2. Your account</h2><p>One account per person. You are responsible for keeping your password and payment password secret.</p><h2>3. Bets and payments</h2><p>Bets are accepted only when confirmed by our servers. Winnings are paid to your account balance. We may ask for proof of identity before a withdrawal.</p><h2>4. Fair play</h2><p>Accounts that abuse promotions, collude or use automated play may be closed and their balances withheld pending review.</p>',
  },
  {
    slug: 'terms',
    language: 'TW',
    title: '條款與規則',
    html: '<h2>1. 資格</h2><p>您必須年滿 18 歲，且所在國家法律允許您使用本網站。</p><h2>2. 您的帳戶</h2><p>每人限開一個帳戶。您有責任妥善保管登入密碼與支付密碼。</p><h2>3. 投注與支付</h2><p>投注須經本平台伺服器確認方為有效。彩金將存入您的帳戶餘額。提款前我們可能要求身分證明。</p><h2>4. 公平遊戲</h2><p>濫用優惠、串通或使用自動程式的帳戶可能被關閉，餘額在審查期間將被凍結。</p>',
  },
  {
    slug: 'responsible-gaming',
    language: 'EN',
    title: 'Responsible Gaming',
    html: '<p>Gaming should be entertainment, never a way to make money. Set a budget and a time limit before you play. You set all of these yourself in Member centre → Responsible gaming:</p><ul><li>Deposit, loss and wager limits per 24 hours, 7 days and 30 days: lowering one applies at once, raising or removing one after 24 hours</li><li>Reality checks that show how long you have played and your wins minus stakes, and a session limit that logs you out</li><li>Time-outs of 24 hours, 7 days or 30 days</li><li>Self-exclusion for 6 months, 1 year, 5 years or indefinitely, effective immediately; you can still withdraw your balance</li><li>Your transactions and bets of the last 12 months, downloadable as CSV</li></ul><p>You must be 18 or over to play. Talk to customer service if you are worried about your gaming.</p>',
  },
  {
    slug: 'responsible-gaming',
    language: 'TW',
    title: '負責任博彩',
    html: '<p>遊戲應是娛樂，而不是賺錢的方式。開始前請先設定預算與時間上限。以下各項皆可在「會員中心 → 責任博彩」自行設定：</p><ul><li>24 小時、7 天與 30 天的存款、虧損與投注上限：調低立即生效，調高或取消於 24 小時後生效</li><li>遊戲提醒：顯示已遊戲時間與輸贏，並可設定時間上限，到時自動登出</li><li>24 小時、7 天或 30 天的暫停</li><li>6 個月、1 年、5 年或無限期的自我排除，立即生效；期間仍可提領餘額</li><li>可下載最近 12 個月的交易與投注紀錄（CSV）</li></ul><p>您必須年滿 18 歲方可遊戲。如擔心自己的遊戲習慣，請聯絡客服。</p>',
  },
  {
    slug: 'privacy',
    language: 'EN',
    title: 'Privacy Policy',
    html: '<p>We collect the details you give us at registration, your transactions and technical data such as your IP address, to run your account, prevent fraud and meet our licence obligations.</p><p>We do not sell personal data. You may ask for a copy of your data or for its correction through customer service.</p>',
  },
  {
    slug: 'privacy',
    language: 'TW',
    title: '隱私政策',
    html: '<p>我們收集您註冊時提供的資料、交易紀錄以及 IP 位址等技術資料，用於管理您的帳戶、防範詐騙並履行牌照義務。</p><p>我們不會出售個人資料。您可透過客服索取資料副本或要求更正。</p>',
  },
  {
    slug: 'affiliates',
    language: 'EN',
    title: 'Affiliates',
    html: '<p>Join our agent programme and earn from the play of the members you bring, through dividend and salary contracts agreed with your upline.</p><p>Contact customer service to open an agent account.</p>',
  },
  {
    slug: 'affiliates',
    language: 'TW',
    title: '合營計劃',
    html: '<p>加入我們的代理計劃，透過與上級約定的分紅與日薪契約，從您推薦的會員遊戲中獲得收益。</p><p>請聯絡客服開通代理帳戶。</p>',
  },
  {
    slug: 'refund',
    language: 'EN',
    title: 'Refund Policy',
    html: '<p>Deposits credited to your account are used for play and are not refundable once wagered. A deposit credited in error is corrected by customer service after review.</p><p>Bets voided by a game provider are refunded to your balance in full.</p>',
  },
  {
    slug: 'refund',
    language: 'TW',
    title: '退款政策',
    html: '<p>存入帳戶的款項用於遊戲，一經投注不予退還。錯誤入帳的存款將由客服審核後更正。</p><p>遊戲供應商作廢的投注將全額退回您的餘額。</p>',
  },
];
