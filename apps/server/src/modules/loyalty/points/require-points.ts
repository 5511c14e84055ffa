import { isModuleEnabled, MODULE_IDS } from '@kirin/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../../platform/errors.js';

/** Refuses every member points call with POINTS_DISABLED while the merchant's PTSYS3 is off. */
export const requirePointsEnabled: preHandlerAsyncHookHandler = async (request) => {
  if (!isModuleEnabled(request.merchant.settings.modules, MODULE_IDS.POINTS))
    throw new AppError('POINTS_DISABLED');
};
