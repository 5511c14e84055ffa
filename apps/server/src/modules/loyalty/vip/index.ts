// VIP levels: what other parts may call (docs/loyalty.md "VIP levels").
export { registerVipJobs, runVipTick } from './vip.jobs.js';
export { readVipStatus } from './read-vip-status.js';
export { seedDemoVip } from './seed-demo-vip.js';
