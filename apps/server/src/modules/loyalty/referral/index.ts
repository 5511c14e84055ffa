// Referral (invite friends): what other parts may call (registration records the referrer, the balance
// answer says whether a referral promotion is live, the operators' member profile names the referrer).
// docs/loyalty.md "Referral".
export { findReferrer, ensureReferralCode, type TReferrer } from './referral-code.js';
export { recordReferral } from './record-referral.js';
export { findReferrerOf, type TReferrerOf } from './find-referrer-of.js';
export { isReferralLive } from './referral.queries.js';
export { evaluateReferral, evaluateOpenReferrals } from './evaluate-referral.js';
export { registerReferralJobs } from './referral.jobs.js';
export { seedDemoReferral } from './seed-demo-referral.js';
