// Missions (docs/loyalty.md "Missions"): what other parts may call (the balance answer's badge).
export { countClaimableMissions } from './read-mission-summary.js';
export { areMissionsEnabled } from './missions-enabled.js';
export { missionRoutes } from './missions.routes.js';
export { missionOpsRoutes } from './missions.ops.routes.js';
export { seedDemoMissions } from './seed-demo-missions.js';
