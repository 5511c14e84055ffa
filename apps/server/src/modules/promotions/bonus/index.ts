// Bonus money with wagering and the reward centre: what other parts of promotions (and withdrawals, games,
// the lottery) call. docs/promotions.md "Bonus money and wagering", "Reward centre".
export { grantBonus, type TGrantBonusInput } from './grant-bonus.js';
export { forfeitBonus, type TForfeitBonusInput, type TForfeitReason } from './forfeit-bonus.js';
export { refreshWagering, type TWageringRefresh } from './refresh-wagering.js';
export { openWager, maxBetWhileWagering, checkBetWhileWagering } from './open-wager.js';
export { offerReward, recordPaidReward, type TOfferRewardInput } from './offer-reward.js';
export { claimReward } from './claim-reward.js';
export { toGrantView, readBonusSettings, readWagerWeights, type TGrantRow } from './bonus.queries.js';
export { toRewardView, type TRewardRow } from './reward-view.js';
export { turnoverTargetOf, weightedTurnover } from './wager-target.js';
export { registerBonusJobs, refreshAllWagering, expireBonuses } from './bonus.jobs.js';
