// Time-outs and self-exclusions: what other domains may call (docs/player-protection.md).
export { wasExcludedAt } from './exclusions.queries.js';
export { checkLoginExclusion, type TLoginPurpose } from './exclusion-refusal.js';
export { endMemberPlay, endSessionPlay } from './end-member-play.js';
