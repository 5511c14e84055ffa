import type { TAccountTables } from './accounts.js';
import type { TAgentTables } from './agent.js';
import type { TAgentReportTables } from './agent-reports.js';
import type { TAuthGuardTables } from './auth-guards.js';
import type { TBonusTables } from './bonus.js';
import type { TCashbackTables } from './cashback.js';
import type { TChatRoomTables } from './chat-room.js';
import type { TAdminTables } from './admin.js';
import type { TContentTables } from './content.js';
import type { TGameTables } from './games.js';
import type { TInhouseTables } from './inhouse.js';
import type { TInhouseLiveTables } from './inhouse-live.js';
import type { TInhousePvpTables } from './inhouse-pvp.js';
import type { TInhouseSportsTables } from './inhouse-sports.js';
import type { TJobTables } from './jobs.js';
import type { TKycTables } from './kyc.js';
import type { TLiveChatTables } from './live-chat.js';
import type { TLotteryTables } from './lottery.js';
import type { TMessageTables } from './messages.js';
import type { TMissionTables } from './missions.js';
import type { TPlatformTables } from './platform.js';
import type { TProtectionLimitTables } from './protection-limits.js';
import type { TRedEnvelopeTables } from './red-envelope.js';
import type { TPromotionTables } from './promotions.js';
import type { TProtectionExclusionTables } from './protection-exclusions.js';
import type { TPointTables } from './points.js';
import type { TReferralTables } from './referral.js';
import type { TReportTables } from './reports.js';
import type { TVendorTables } from './vendor.js';
import type { TVipTables } from './vip.js';
import type { TWalletTables } from './wallet.js';

/** Every table the typed query layer knows, one type file per domain. */
export type TDatabase = TPlatformTables &
  TAdminTables &
  TJobTables &
  TAccountTables &
  TAgentTables &
  TAgentReportTables &
  TAuthGuardTables &
  TChatRoomTables &
  TWalletTables &
  TVendorTables &
  TGameTables &
  TInhouseTables &
  TInhouseLiveTables &
  TInhousePvpTables &
  TInhouseSportsTables &
  TMessageTables &
  TContentTables &
  TLiveChatTables &
  TLotteryTables &
  TRedEnvelopeTables &
  TBonusTables &
  TCashbackTables &
  TPromotionTables &
  TPointTables &
  TVipTables &
  TMissionTables &
  TReferralTables &
  TReportTables &
  TProtectionLimitTables &
  TProtectionExclusionTables &
  TKycTables;
