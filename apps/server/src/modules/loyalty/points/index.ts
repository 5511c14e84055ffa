// What other parts may call of points (docs/loyalty.md "Points").
export { pointsRoutes } from './points.routes.js';
export { pointsOpsRoutes } from './points.ops.routes.js';
export { registerPointsJobs } from './points.jobs.js';
export { seedDemoPoints } from './seed-demo-points.js';
export { readPointBalance } from './read-points.js';
export { countPendingExchanges } from './count-pending-exchanges.js';
