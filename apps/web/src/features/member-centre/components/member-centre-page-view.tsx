import { useTranslation } from 'react-i18next';
import { CentrePage } from '../../../components/ui/centre-page';
import type { TMemberPage } from '../../../lib/centre-pages';
import { BetRecordPage } from '../../bet-records/components/bet-record-page';
import { BonusDetailsPage } from '../../bonus/components/bonus-details-page';
import { RewardCenterPage } from '../../bonus/components/reward-center-page';
import { CashbackPage } from '../../cashback/components/cashback-page';
import { MessagesPage } from '../../messages/components/messages-page';
import { MissionPage } from '../../missions/components/mission-page';
import { PersonalProfitPage } from '../../bet-records/components/personal-profit-page';
import { ReferralPage } from '../../referral/components/referral-page';
import { SecurityCentrePage } from '../../security-centre/components/security-centre-page';
import { DepositPage } from '../../wallet/components/deposit-page';
import { LineTransferPage } from '../../wallet/components/line-transfer-page';
import { TransactionHistoryPage } from '../../wallet/components/transaction-history-page';
import { TransferFundPage } from '../../wallet/components/transfer-fund-page';
import { PlayerRankPage } from '../../vip/components/player-rank-page';
import { ResponsibleGamingPage } from '../../player-protection/components/responsible-gaming-page';
import { WithdrawPage } from '../../wallet/components/withdraw-page';

type TPageViewProps = {
  page: TMemberPage;
  title: string;
  /** What a deep link asked the page to show first, e.g. `{ deposit: id }`. */
  params?: Record<string, string>;
};

/** The component of each member-centre page; pages of later issues keep the honest empty state. */
export function MemberCentrePageView({ page, title, params }: TPageViewProps) {
  const { t } = useTranslation();
  switch (page) {
    case 'securityCenter':
      return <SecurityCentrePage title={title} section={params?.section} />;
    case 'transferFund':
      return <TransferFundPage title={title} />;
    case 'depositv2':
      return <DepositPage title={title} depositId={params?.deposit} />;
    case 'withdraw':
      return <WithdrawPage title={title} />;
    case 'transferUpline':
      return <LineTransferPage title={title} />;
    case 'personalHistoryCopy':
      return <BetRecordPage title={title} />;
    case 'personalProfit':
      return <PersonalProfitPage title={title} />;
    case 'transactionHistory':
      return <TransactionHistoryPage title={title} />;
    case 'manualRebate':
      return <CashbackPage title={title} />;
    case 'messageV2':
      return <MessagesPage title={title} />;
    case 'bonusDetails':
      return <BonusDetailsPage title={title} />;
    case 'rewardCenter':
      return <RewardCenterPage title={title} />;
    case 'playerRank':
      return <PlayerRankPage title={title} />;
    case 'missionLeaderboard':
      return <MissionPage title={title} />;
    case 'referral':
      return <ReferralPage title={title} />;
    case 'responsibleGaming':
      return <ResponsibleGamingPage title={title} />;
    default:
      return <CentrePage page={page} title={title} emptyMessage={t('centre_page_unavailable')} />;
  }
}
