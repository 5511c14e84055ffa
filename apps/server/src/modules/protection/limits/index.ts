// Spending limits (issue 21): what the money paths and the app's composition use.
export { checkProtectionLimits, fromLimitError, type TLimitScope } from './check-protection-limits.js';
export { protectionLimitRoutes } from './limits.routes.js';
export { protectionLimitOpsRoutes } from './limits.ops.routes.js';
